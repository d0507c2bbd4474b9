// Lists stored contact messages with their delivery state, newest first.
// Usage: npm run messages [-- --json] [-- --limit 50]
// Reads the server build (npm run build), with the same settings as the server (DATA_DIR,
// DATABASE_URL); while the server runs, it asks the server instead of opening its database.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const json = args.includes("--json");
const limitIndex = args.indexOf("--limit");
const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : 100;
if (!Number.isInteger(limit) || limit < 1) {
  console.error("--limit needs a whole number greater than 0");
  process.exit(2);
}

const entry = path.resolve("build", "site-server", "cli.js");
if (!fs.existsSync(entry)) {
  console.error("No server build found: run `npm run build` first.");
  process.exit(1);
}
const { readStoredMessages } = await import(pathToFileURL(entry).href);

let messages;
try {
  messages = await readStoredMessages(limit);
} catch (error) {
  console.error(`Could not read the stored messages: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

if (json) {
  console.log(JSON.stringify(messages, null, 2));
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
    console.log(`${payload.timestamp}  ${payload.subject}  [${state}]  id ${id}`);
    console.log(`  ${payload.name} <${payload.email}>${payload.firmName ? `, ${payload.firmName}` : ""}${payload.phoneNumber ? `, ${payload.phoneNumber}` : ""}${payload.isFinancialAdvisor ? ", financial advisor" : ""}`);
    for (const line of payload.message.split("\n")) console.log(`  | ${line}`);
    console.log("");
  }
}
