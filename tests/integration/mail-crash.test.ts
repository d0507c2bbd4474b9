// A process killed with SIGKILL between storing a mail and sending it loses nothing: the next
// start hands every stored mail to the SMTP server, and a mail whose sending was cut short is
// sent again (at least once).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { listMails } from "~/.server/mail/stored-mails";
import { backends } from "./support/databases";
import { runOutLeases } from "./support/leases";
import { restartedRelay, startRelayProcess, type RelayProcess } from "./support/relay-process-runner";
import { startSmtp, type FakeSmtp } from "./support/smtp";

const fastRelay = { CONTACT_RELAY_BASE_DELAY_MS: "100", CONTACT_RELAY_POLL_MS: "50", CONTACT_WEBHOOK_TIMEOUT_MS: "1000" };

describe.each(backends)("a process killed with SIGKILL before its mails are sent, on $name", (backend) => {
  let started: Awaited<ReturnType<typeof backend.start>>;
  let smtp: FakeSmtp;
  const processes: RelayProcess[] = [];

  beforeAll(async () => {
    started = await backend.start();
  });
  afterEach(async () => {
    for (const { child } of processes.splice(0)) child.kill("SIGKILL");
    await smtp?.close();
  });
  afterAll(async () => {
    await started?.stop();
  });

  async function run(env: Record<string, string>, mails = 0) {
    const relayProcess = await startRelayProcess({ ...started.settings, ...fastRelay, ...env }, 0, mails);
    processes.push(relayProcess);
    return relayProcess;
  }

  async function kill(relayProcess: RelayProcess, signal: NodeJS.Signals) {
    relayProcess.child.kill(signal);
    await relayProcess.exited;
  }

  it("sends after a restart the mails stored, and those cut short, before the kill", async () => {
    smtp = await startSmtp();
    // Stored without an SMTP server, then killed at once.
    const storing = await run({}, 2);
    await kill(storing, "SIGKILL");

    // The SMTP server takes the next mails and never answers; the process dies meanwhile.
    smtp.answer(() => "hang");
    const sending = await run({ SMTP_URL: smtp.url }, 1);
    const ids = [...storing.ids, ...sending.ids];
    const deadline = Date.now() + 20_000;
    while (smtp.attempts() < 3) {
      if (Date.now() > deadline) throw new Error(`only ${smtp.attempts()} attempts before the kill`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await kill(sending, "SIGKILL");
    expect(smtp.received).toHaveLength(0);
    // The killed process held the mails it was sending; their leases run out.
    expect(await runOutLeases(started.open)).toBeGreaterThan(0);

    smtp.answer(() => "accept");
    const restarted = await run({ SMTP_URL: smtp.url, ...restartedRelay });
    const received = await smtp.waitFor(3, 30_000);
    await kill(restarted, "SIGTERM");
    expect(received.map((mail) => mail.subject).sort()).toEqual(["Mail 0", "Mail 0", "Mail 1"]);
    expect(received.map((mail) => mail.to[0]).sort()).toEqual(["advisor0@firm.example", "advisor0@firm.example", "advisor1@firm.example"]);

    const database = await started.open();
    try {
      const stored = await listMails(database.db);
      expect(new Map(stored.map((mail) => [mail.id, mail.delivery.status]))).toEqual(new Map(ids.map((id) => [id, "delivered"])));
    } finally {
      await database.close();
    }
  }, 90_000);
});
