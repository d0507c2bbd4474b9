// Lists stored contact messages with their delivery state, newest first, or deletes them.
// Usage: npm run messages [-- --json] [-- --limit 50]
//        npm run messages -- --delete-older-than 7y   (Ny years, Nm months, Nd days)
//        npm run messages -- --delete <id> [<id> ...]
// Messages younger than CONTACT_RETENTION_MIN_YEARS (5 by default) are kept unless the deletion
// is forced with a reason, which goes into the audit log: --force --reason "why".
// Reads the server build (npm run build), with the same settings as the server (DATA_DIR,
// DATABASE_URL); while the server runs, it asks the server instead of opening its database.
import { limitOption, printable, printableJson, serverCli } from "./cli-support.js";

const args = process.argv.slice(2);
const json = args.includes("--json");
const force = args.includes("--force");
const reasonIndex = args.indexOf("--reason");
const reason = reasonIndex >= 0 ? args[reasonIndex + 1] : undefined;
if (reasonIndex >= 0 && (reason === undefined || reason.startsWith("--"))) {
  console.error('--reason needs the reason in quotes: --reason "Asked by the sender to be forgotten"');
  process.exit(2);
}
if (reasonIndex >= 0 && !force) {
  console.error("--reason goes with --force: it says why messages within the retention are deleted");
  process.exit(2);
}
const limit = limitOption(args);
const ageIndex = args.indexOf("--delete-older-than");
const age = ageIndex >= 0 ? args[ageIndex + 1] : undefined;
if (ageIndex >= 0 && (!age || age.startsWith("--"))) {
  console.error("--delete-older-than needs an age: 7y (years), 18m (months) or 90d (days)");
  process.exit(2);
}
const deleteIndex = args.indexOf("--delete");
const ids = [];
for (let index = deleteIndex + 1; deleteIndex >= 0 && index < args.length && !args[index].startsWith("--"); index++) {
  ids.push(args[index]);
}
if (deleteIndex >= 0 && ids.length === 0) {
  console.error("--delete needs one or more message ids (npm run messages shows them)");
  process.exit(2);
}
if (ageIndex >= 0 && deleteIndex >= 0) {
  console.error("Give either --delete-older-than or --delete, not both");
  process.exit(2);
}

const { readStoredMessages, deleteStoredMessagesOlderThan, deleteStoredMessages } = await serverCli();

if (age !== undefined) {
  try {
    const { deleted, cutoff } = await deleteStoredMessagesOlderThan(age, { force, reason });
    console.log(
      json
        ? JSON.stringify({ deleted, before: cutoff.toISOString() })
        : `Deleted ${deleted} message${deleted === 1 ? "" : "s"} sent before ${cutoff.toISOString()} (older than ${age}).`,
    );
  } catch (error) {
    console.error(`Could not delete messages: ${printable(error instanceof Error ? error.message : error)}`);
    process.exit(1);
  }
  process.exit(0);
}

if (deleteIndex >= 0) {
  try {
    const deleted = await deleteStoredMessages(ids, undefined, { force, reason });
    const missing = ids.filter((id) => !deleted.includes(id.toLowerCase()));
    if (json) console.log(JSON.stringify({ deleted, missing }));
    else
      console.log(
        `Deleted ${deleted.length} of ${ids.length} message${ids.length === 1 ? "" : "s"}.${missing.length ? ` Not found: ${printable(missing.join(", "))}` : ""}`,
      );
  } catch (error) {
    console.error(`Could not delete messages: ${printable(error instanceof Error ? error.message : error)}`);
    process.exit(1);
  }
  process.exit(0);
}

let messages;
try {
  messages = await readStoredMessages(limit);
} catch (error) {
  console.error(`Could not read the stored messages: ${printable(error instanceof Error ? error.message : error)}`);
  process.exit(1);
}

if (json) {
  console.log(printableJson(messages));
} else if (messages.length === 0) {
  console.log("No contact messages stored.");
} else {
  for (const { id, payload, delivery } of messages) {
    const state =
      delivery.status === "delivered"
        ? `delivered ${delivery.deliveredAt}`
        : delivery.status === "failed"
          ? `FAILED after ${delivery.attempts} attempts (${delivery.lastError})`
          : delivery.attempts > 0
            ? `pending, attempt ${delivery.attempts} failed (${delivery.lastError}), next ${delivery.nextAttemptAt}`
            : "pending";
    // Stored text is shown escaped: what a visitor typed could hold escape sequences.
    console.log(printable(`${payload.timestamp}  ${payload.subject}  [${state}]  id ${id}`));
    console.log(
      printable(
        `  ${payload.name} <${payload.email}>${payload.firmName ? `, ${payload.firmName}` : ""}${payload.phoneNumber ? `, ${payload.phoneNumber}` : ""}${payload.isFinancialAdvisor ? ", financial advisor" : ""}`,
      ),
    );
    for (const line of payload.message.split("\n")) console.log(`  | ${printable(line)}`);
    console.log("");
  }
}
