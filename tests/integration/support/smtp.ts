// A real local SMTP server (the smtp-server package) that plays the firm's mail provider: it
// records every mail it accepts and answers as the test says (accept, a temporary or
// permanent refusal of the message, or no answer at all).
import { SMTPServer } from "smtp-server";
import { freePort } from "../../support/app-server.js";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string; html: string };
export type MailReply = "accept" | "hang" | { code: number; message: string };

export type FakeSmtp = {
  url: string;
  received: ReceivedMail[];
  /** Attempts seen, including refused and unanswered ones. */
  attempts: () => number;
  /** The raw message of every attempt, in order, including refused and unanswered ones. */
  attempted: string[];
  answer: (reply: (count: number) => MailReply) => void;
  /** Resolves with the received mails once `count` have arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

/** Undo quoted-printable encoding (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The decoded body of the MIME part of `type` in a raw message. */
function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return "";
  const headerEnd = raw.indexOf("\r\n\r\n", start);
  const headers = raw.slice(start, headerEnd);
  // The part ends at the message's boundary (a body's own "--" signature line does not end it).
  const marker = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  const boundary = marker ? raw.slice(headerEnd + 4).indexOf(`\r\n--${marker}`) : raw.slice(headerEnd + 4).search(/\r\n--/);
  const body = boundary < 0 ? raw.slice(headerEnd + 4) : raw.slice(headerEnd + 4, headerEnd + 4 + boundary);
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

export async function startSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const attempted: string[] = [];
  let attempts = 0;
  let reply: (count: number) => MailReply = () => "accept";
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts += 1;
        attempted.push(Buffer.concat(chunks).toString("utf8"));
        const answer = reply(attempts);
        if (answer === "hang") return;
        if (answer !== "accept") {
          const error = Object.assign(new Error(answer.message), { responseCode: answer.code });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, " ") ?? "";
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject,
          text: part(raw, "text/plain"),
          html: part(raw, "text/html"),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  // A client that dies mid-message (the crash tests kill the sending process) resets its
  // connection; smtp-server reports that on the server, where an unheard error would end the test run.
  server.on("error", () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempted,
    attempts: () => attempts,
    answer: (next) => void (reply = next),
    waitFor(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mails, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
