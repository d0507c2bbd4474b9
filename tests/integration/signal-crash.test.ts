// A process killed with SIGKILL while it sends a signal's mails loses none: after a restart every
// follower gets the mail, and only the mails the SMTP server was receiving at the kill go again,
// with the same Message-ID (each mail's id), so the recipient's mail program shows one.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { listMails } from "~/.server/mail/stored-mails";
import { backends } from "./support/databases";
import { runOutLeases } from "./support/leases";
import { restartedRelay, startRelayProcess, type RelayProcess } from "./support/relay-process-runner";
import { startSmtp, type FakeSmtp } from "./support/smtp";

const FOLLOWERS = 40;
const fastRelay = {
  CONTACT_RELAY_BASE_DELAY_MS: "100",
  CONTACT_RELAY_POLL_MS: "50",
  CONTACT_WEBHOOK_TIMEOUT_MS: "1000",
  MAIL_SEND_PER_MINUTE: "60000",
  MAIL_FROM: "signals@northfield.example",
};

const messageId = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
const recipient = (raw: string) => /^To:\s*(\S+)/im.exec(raw)?.[1];

describe.each(backends)("a process killed with SIGKILL while it sends a signal's mails, on $name", (backend) => {
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

  async function run(followers = 0, env: Record<string, string> = {}) {
    const relayProcess = await startRelayProcess({ ...started.settings, ...fastRelay, SMTP_URL: smtp.url, ...env }, 0, 0, followers);
    processes.push(relayProcess);
    return relayProcess;
  }

  async function kill(relayProcess: RelayProcess, signal: NodeJS.Signals) {
    relayProcess.child.kill(signal);
    await relayProcess.exited;
  }

  it("sends every follower the mail after a restart, again only those cut short, with the same Message-ID", async () => {
    smtp = await startSmtp();
    // The SMTP server takes the first mails and never answers; the process dies meanwhile.
    smtp.answer(() => "hang");
    const publishing = await run(FOLLOWERS);
    expect(publishing.ids).toHaveLength(FOLLOWERS);
    const deadline = Date.now() + 20_000;
    while (smtp.attempts() < 4) {
      if (Date.now() > deadline) throw new Error(`only ${smtp.attempts()} attempts before the kill`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await kill(publishing, "SIGKILL");
    const cutShort = smtp.attempted.map((raw) => ({ id: messageId(raw), to: recipient(raw) }));
    expect(smtp.received).toHaveLength(0);
    // The killed process held the mails it was sending; their leases run out.
    expect(await runOutLeases(started.open)).toBeGreaterThan(0);

    smtp.answer(() => "accept");
    const restarted = await run(0, restartedRelay);
    const everyone = async () => {
      const until = Date.now() + 60_000;
      while (new Set(smtp.received.map((mail) => mail.to[0])).size < FOLLOWERS) {
        if (Date.now() > until) throw new Error(`only ${smtp.received.length} mails after the restart`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    await everyone();
    await kill(restarted, "SIGTERM");

    // Each follower got the mail of its own id, the ones cut short perhaps twice, never with another Message-ID.
    const byRecipient = new Map<string, Set<string>>();
    for (const mail of smtp.received) {
      const ids = byRecipient.get(mail.to[0]!) ?? new Set();
      ids.add(messageId(mail.raw)!);
      byRecipient.set(mail.to[0]!, ids);
    }
    expect(byRecipient.size).toBe(FOLLOWERS);
    expect([...byRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    const sentIds = new Set([...byRecipient.values()].flatMap((ids) => [...ids]));
    expect(sentIds).toEqual(new Set(publishing.ids.map((id) => `<${id}@northfield.example>`)));
    for (const attempt of cutShort) expect(byRecipient.get(attempt.to!)).toEqual(new Set([attempt.id]));
    // Only a mail cut short goes twice.
    expect(smtp.received.length - FOLLOWERS).toBeLessThanOrEqual(cutShort.length);

    const database = await started.open();
    try {
      const stored = (await listMails(database.db, 1000)).filter((mail) => mail.purpose === "signal");
      expect(stored).toHaveLength(FOLLOWERS);
      expect(stored.every((mail) => mail.delivery.status === "delivered")).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
