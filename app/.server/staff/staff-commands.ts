// `npm run staff`: invite, list and remove staff, and check the audit log's hash chain, from
// the server's command line. While the server owns the embedded database the commands go
// through its control socket (so that the relay wakes for the invitation mail at once);
// otherwise straight to the database.
import { createMailCaps } from "~/.server/accounts/mail-caps";
import { createRateLimits } from "~/.server/rate-limit/rate-limits";
import { getSettings, siteUrlOf, type Settings } from "~/.server/settings";
import { withStoredMessages } from "~/.server/runtime/stored-data";
import { COMMAND_LINE } from "./audit";
import { verifyAuditChain, type ChainCheck } from "./audit-chain";
import { inviteStaff, listStaff, removeStaff, type Invitation, type Removal, type StaffMember } from "./staff-accounts";

type CommandSettings = Pick<
  Settings,
  "DATABASE_URL" | "DATA_DIR" | "SITE_URL" | "PORT" | "MAIL_RATE_LIMIT_MAX" | "MAIL_RATE_LIMIT_WINDOW_MS"
>;
type MailLimits = Pick<Settings, "MAIL_RATE_LIMIT_MAX" | "MAIL_RATE_LIMIT_WINDOW_MS">;
type StaffDb = Parameters<typeof listStaff>[0];

/** What the command prints of an invitation: never the link (it is in the mail, and `npm run mail` without SMTP). */
export type InvitationAnswer = { status: Exclude<Invitation["status"], "invited"> } | { status: "invited"; userId: string };

const answerOf = (invitation: Invitation): InvitationAnswer =>
  invitation.status === "invited" ? { status: "invited", userId: invitation.userId } : { status: invitation.status };

/** An invitation from the command line, within the address's mail cap like the console's. */
const invite = (db: StaffDb, email: string, role: string, siteUrl: string, limits: MailLimits) =>
  inviteStaff(db, { email, role }, siteUrl, COMMAND_LINE, createMailCaps(createRateLimits(db), limits));

export async function inviteStaffMember(email: string, role: string, settings: CommandSettings = getSettings()): Promise<InvitationAnswer> {
  return withStoredMessages(
    settings,
    async (ask) => (await ask(`staff-invite ${email} ${role}`)) as InvitationAnswer,
    async (db) => answerOf(await invite(db, email, role, siteUrlOf(settings), settings)),
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

/** Follow the audit log's hash chain: the first broken entry, if any (npm run staff -- audit-verify). */
export async function verifyAuditLog(settings: CommandSettings = getSettings()): Promise<ChainCheck> {
  return withStoredMessages(
    settings,
    async (ask) => (await ask("staff-audit-verify")) as ChainCheck,
    (db) => verifyAuditChain(db),
  );
}

/** The socket's side of the same commands, on the server's database. */
export async function answerStaffRequest(
  db: StaffDb,
  command: string,
  args: string[],
  options: {
    siteUrl: string;
    mailQueued: (mail: Extract<Invitation, { status: "invited" }>["mail"]) => void;
    mailLimits: MailLimits;
  },
): Promise<unknown> {
  if (command === "staff-list") return listStaff(db);
  if (command === "staff-remove") return removeStaff(db, args[0] ?? "", COMMAND_LINE);
  if (command === "staff-audit-verify") return verifyAuditChain(db);
  const invitation = await invite(db, args[0] ?? "", args[1] ?? "", options.siteUrl, options.mailLimits);
  if (invitation.status === "invited") options.mailQueued(invitation.mail);
  return answerOf(invitation);
}
