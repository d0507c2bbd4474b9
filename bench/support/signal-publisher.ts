// For the signal fan-out bench: add followers of model 3 to the bench's PostgreSQL database
// (DATABASE_URL) and publish a signal to them as the publishing transaction would, timing the
// transaction. Argument: how many followers. Prints one line of JSON.
import { openDatabase } from "~/.server/db/database";
import { queueSignalMails } from "~/.server/signals/fan-out";
import { seedFollowers, testSignal } from "../../tests/integration/support/signal-followers";

const followers = Number(process.argv[2] ?? 2000);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./data/bench-signal" });
await seedFollowers(database.db, followers, 3, `bench-${Date.now().toString(36)}.example`);
const started = performance.now();
const { queued } = await database.db.transaction((tx) =>
  queueSignalMails(tx, testSignal(`bench-${Date.now()}`), { siteUrl: "https://advisors.example", approvalRequired: false }),
);
const queueMs = Math.round(performance.now() - started);
await database.close();
process.stdout.write(`${JSON.stringify({ queued, queueMs })}\n`);
