// The firm's staff accounts, from the server's command line. Nobody registers as staff: the
// first admin is invited here, and admins invite further staff from the console (/staff/members).
// Usage: npm run staff -- invite <email> --role admin|staff
//        npm run staff -- list [--json]
//        npm run staff -- remove <email>
// Reads the server build (npm run build), with the same settings as the server (DATA_DIR,
// DATABASE_URL, SITE_URL); while the server runs, it asks the server instead of opening its database.
import { printable, printableJson, serverCli } from "./cli-support.js";

const [command, ...rest] = process.argv.slice(2);
const json = rest.includes("--json");
const usage = "Usage: npm run staff -- invite <email> --role admin|staff | list [--json] | remove <email>";

function fail(message, code = 1) {
  console.error(printable(message));
  process.exit(code);
}

if (!["invite", "list", "remove"].includes(command ?? "")) fail(usage, 2);
const roleIndex = rest.indexOf("--role");
const role = roleIndex >= 0 ? rest[roleIndex + 1] : undefined;
const email = rest.find((arg, index) => !arg.startsWith("--") && !(roleIndex >= 0 && index === roleIndex + 1));
if (command !== "list" && (!email || !/^[^\s@]+@[^\s@]+$/.test(email))) fail(`${command} needs an email address. ${usage}`, 2);
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
    else fail(`${email} is not an address an invitation can go to.`);
  } else if (command === "remove") {
    const answer = await cli.removeStaffMember(email);
    if (json) console.log(printableJson(answer));
    else if (answer.status === "removed") console.log(printable(`Removed the staff account of ${email}; its audit entries are kept.`));
    else if (answer.status === "last-admin")
      fail(`${email} is the last admin who can sign in: invite another admin, who must set a password first.`);
    else fail(`No staff account has the address ${email}.`);
  } else {
    const members = await cli.readStaffMembers();
    if (json) console.log(printableJson(members));
    else if (members.length === 0)
      console.log("No staff accounts yet. Invite the first admin: npm run staff -- invite <email> --role admin");
    else
      for (const member of members) {
        const state = member.active ? `last sign-in ${member.lastSignInAt ?? "never"}` : "invited, no password yet";
        console.log(printable(`${member.email}  ${member.role}  ${state}${member.totp ? "  two-factor on" : ""}`));
      }
  }
} catch (error) {
  fail(`Could not ${command} staff: ${error instanceof Error ? error.message : error}`);
}
process.exit(0);
