// `npm run staff`: invite, list and remove staff from the server's command line. While the
// server owns the embedded database the commands go through its control socket (so that the
// relay wakes for the invitation mail at once); otherwise straight to the database.
import { getSettings, siteUrlOf, type Settings } from "~/.server/settings";
import { withStoredMessages } from "~/.server/runtime/stored-data";
import { COMMAND_LINE } from "./audit";
import { inviteStaff, listStaff, removeStaff, type Invitation, type Removal, type StaffMember } from "./staff-accounts";

type CommandSettings = Pick<Settings, "DATABASE_URL" | "DATA_DIR" | "SITE_URL" | "PORT">;

/** What the command prints of an invitation: never the link (it is in the mail, and `npm run mail` without SMTP). */
export type InvitationAnswer = { status: Exclude<Invitation["status"], "invited"> } | { status: "invited"; userId: string };

const answerOf = (invitation: Invitation): InvitationAnswer =>
  invitation.status === "invited" ? { status: "invited", userId: invitation.userId } : { status: invitation.status };

export async function inviteStaffMember(email: string, role: string, settings: CommandSettings = getSettings()): Promise<InvitationAnswer> {
  return withStoredMessages(
    settings,
    async (ask) => (await ask(`staff-invite ${email} ${role}`)) as InvitationAnswer,
    async (db) => answerOf(await inviteStaff(db, { email, role }, siteUrlOf(settings), COMMAND_LINE)),
  );
}

export async function readStaffMembers(settings: CommandSettings = getSettings()): Promise<StaffMember[]> {
  return withStoredMessages(
    settings,
    async (ask) => (await ask("staff-list")) as StaffMember[],
    (db) => listStaff(db),
  );
}

export async function removeStaffMember(email: string, settings: CommandSettings = getSettings()): Promise<Removal> {
  return withStoredMessages(
    settings,
    async (ask) => (await ask(`staff-remove ${email}`)) as Removal,
    (db) => removeStaff(db, email, COMMAND_LINE),
  );
}

/** The socket's side of the same commands, on the server's database. */
export async function answerStaffRequest(
  db: Parameters<typeof listStaff>[0],
  command: string,
  args: string[],
  options: { siteUrl: string; mailQueued: (mail: Extract<Invitation, { status: "invited" }>["mail"]) => void },
): Promise<unknown> {
  if (command === "staff-list") return listStaff(db);
  if (command === "staff-remove") return removeStaff(db, args[0] ?? "", COMMAND_LINE);
  const invitation = await inviteStaff(db, { email: args[0] ?? "", role: args[1] ?? "" }, options.siteUrl, COMMAND_LINE);
  if (invitation.status === "invited") options.mailQueued(invitation.mail);
  return answerOf(invitation);
}
