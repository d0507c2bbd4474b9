// The firm's staff accounts, from the server's command line. Nobody registers as staff: the
// first admin is invited here, and admins invite further staff from the console (/staff/members).
// Usage: npm run staff -- invite <email> --role admin|staff
//        npm run staff -- list [--json]
//        npm run staff -- remove <email>
//        npm run staff -- audit-verify [--json]   (exits 1 naming the first broken entry of the audit log's hash chain)
// Reads the server build (npm run build), with the same settings as the server (DATA_DIR,
// DATABASE_URL, SITE_URL); while the server runs, it asks the server instead of opening its database.
import { printable, printableJson, serverCli } from "./cli-support.js";

const [command, ...rest] = process.argv.slice(2);
const json = rest.includes("--json");
const usage = "Usage: npm run staff -- invite <email> --role admin|staff | list [--json] | remove <email> | audit-verify [--json]";
const addressProblem = "is not a valid email address: letters, digits and . _ + - before the @, with no spaces or invisible characters.";

function fail(message, code = 1) {
  console.error(printable(message));
  process.exit(code);
}

if (!["invite", "list", "remove", "audit-verify"].includes(command ?? "")) fail(usage, 2);
const roleIndex = rest.indexOf("--role");
const role = roleIndex >= 0 ? rest[roleIndex + 1] : undefined;
const email = rest.find((arg, index) => !arg.startsWith("--") && !(roleIndex >= 0 && index === roleIndex + 1));
const takesAddress = command === "invite" || command === "remove";
if (takesAddress && (!email || !/^[^\s@]+@[^\s@]+$/.test(email))) fail(`${command} needs an email address. ${usage}`, 2);
if (command === "invite" && role !== "admin" && role !== "staff") fail("invite needs --role admin or --role staff", 2);

const cli = await serverCli();

try {
  if (command === "invite") {
    const answer = await cli.inviteStaffMember(email, role);
    if (json) console.log(printableJson(answer));
    else if (answer.status === "invited")
      console.log(
        printable(`Invited ${email} as ${role}: a link to set a password was mailed (npm run mail lists it while SMTP_URL is unset).`),
      );
    else if (answer.status === "advisor") fail(`${email} belongs to an advisor account; staff need an address of their own.`);
    else if (answer.status === "active") fail(`${email} already has a staff account with a password.`);
    else if (answer.status === "mail-capped")
      fail(`${email} was sent enough invitations in the last hour: wait an hour before sending another.`);
    else if (answer.status === "role") fail("invite needs --role admin or --role staff", 2);
    else fail(`${email} ${addressProblem}`, 2);
  } else if (command === "remove") {
    const answer = await cli.removeStaffMember(email);
    if (json) console.log(printableJson(answer));
    else if (answer.status === "removed") console.log(printable(`Removed the staff account of ${email}; its audit entries are kept.`));
    else if (answer.status === "last-admin")
      fail(`${email} is the last admin who can sign in: invite another admin, who must set a password first.`);
    else if (answer.status === "invalid") fail(`${email} ${addressProblem}`, 2);
    else fail(`No staff account has the address ${email}.`);
  } else if (command === "audit-verify") {
    const check = await cli.verifyAuditLog();
    if (json) console.log(printableJson(check));
    else if (check.ok) console.log(`The audit log's chain is whole: ${check.entries} entries, the last with hash ${check.lastHash}.`);
    else {
      const { seq, id, at, problem } = check.broken;
      const why = {
        gap: "entries before it are missing",
        link: "it does not link to the entry before it",
        hash: "it was changed after it was written",
        unchained: "it was written past the database's chain",
      }[problem];
      console.error(
        printable(
          `The audit log's chain is broken at entry ${seq} (id ${id}, ${at}): ${why}. ${check.entries} entries before it check out.`,
        ),
      );
    }
    process.exit(check.ok ? 0 : 1);
  } else {
    const members = await cli.readStaffMembers();
    if (json) console.log(printableJson(members));
    else if (members.length === 0)
      console.log("No staff accounts yet. Invite the first admin: npm run staff -- invite <email> --role admin");
    else
      for (const member of members) {
        const state = member.active ? `last sign-in ${member.lastSignInAt ?? "never"}` : "invited, no password yet";
        const roles = member.principal ? `${member.role}, principal` : member.role;
        console.log(printable(`${member.email}  ${roles}  ${state}${member.totp ? "  two-factor on" : ""}`));
      }
  }
} catch (error) {
  fail(`Could not ${command} staff: ${error instanceof Error ? error.message : error}`);
}
process.exit(0);
