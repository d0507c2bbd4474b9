// Lists the mails of the outbox, newest first: for whom, what for, whether they were handed to
// the SMTP server, and the text (with its link) of those not yet delivered. Without SMTP_URL
// this is where an advisor's verification or reset link is found.
// Usage: npm run mail [-- --json] [-- --limit 50]
// Reads the server build (npm run build), with the same settings as the server (DATA_DIR,
// DATABASE_URL); while the server runs, it asks the server instead of opening its database.
import { limitOption, printable, printableJson, serverCli } from "./cli-support.js";

const args = process.argv.slice(2);
const json = args.includes("--json");
const limit = limitOption(args);

const { readStoredMails } = await serverCli();

let mails;
try {
  mails = await readStoredMails(limit);
} catch (error) {
  console.error(`Could not read the stored mails: ${printable(error instanceof Error ? error.message : error)}`);
  process.exit(1);
}

if (json) {
  console.log(printableJson(mails));
} else if (mails.length === 0) {
  console.log("No mails stored.");
} else {
  for (const mail of mails) {
    const { delivery } = mail;
    const state =
      delivery.status === "delivered"
        ? `sent ${delivery.deliveredAt}`
        : delivery.status === "failed"
          ? `FAILED after ${delivery.attempts} attempts (${delivery.lastError})`
          : delivery.attempts > 0
            ? `pending, attempt ${delivery.attempts} failed (${delivery.lastError})`
            : "stored, not sent";
    // Stored text is shown escaped: a name typed into a form could hold escape sequences.
    console.log(printable(`${mail.createdAt}  ${mail.purpose}  [${state}]  id ${mail.id}`));
    console.log(`  To: ${printable(mail.to)}`);
    console.log(`  Subject: ${printable(mail.subject)}`);
    if (mail.text) for (const line of mail.text.trimEnd().split("\n")) console.log(`  | ${printable(line)}`);
    console.log("");
  }
}
process.exit(0);
