// The embedded database can be open in one process only. While the server runs, it answers
// `npm run messages` over a Unix socket in DATA_DIR, readable and writable by the server's
// user only (0600 in a 0700 folder); the socket also tells a second server that the folder is
// taken. A request is one line of at most 256 bytes, sent within a couple of seconds.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { prepareDataDir } from "~/.server/db/data-dir";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";

export const socketPath = (dataDir: string) => path.resolve(dataDir, "control.sock");

/** Longest request line, newline excluded. */
export const MAX_REQUEST_BYTES = 256;
const SOCKET_MODE = 0o600;
const MAX_CONNECTIONS = 16;

/** The answers to a request that went wrong: short, fixed, with nothing from the database. */
export const controlErrors = {
  tooLong: `request too long (at most ${MAX_REQUEST_BYTES} bytes)`,
  timedOut: "no request received in time",
  failed: "the request failed; the server log says why",
} as const;

export const errorAnswer = (error: string) => JSON.stringify({ error });

/** Ask the process that owns `dataDir` for `request`; undefined when no process answers. */
export function askOwner(dataDir: string, request: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath(dataDir));
    let answer = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.end(`${request}\n`);
    });
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", () => resolve(connected ? answer : undefined));
  });
}

export type ControlSocketOptions = {
  /** How long a client has to send its request line before the connection is closed. */
  requestTimeoutMs?: number;
};

/** Claim `dataDir` and answer requests with `handle`; throws if another process owns it. */
export async function serveControlSocket(
  dataDir: string,
  handle: (request: string) => Promise<string>,
  { requestTimeoutMs = 2_000 }: ControlSocketOptions = {},
): Promise<{ close: () => Promise<void> }> {
  const file = socketPath(dataDir);
  if ((await askOwner(dataDir, "ping")) !== undefined) {
    throw new Error(`Another server process is using ${path.resolve(dataDir)}. Stop it or set DATA_DIR to another folder.`);
  }
  // Private folder and umask first: the socket is never reachable by another user, not even briefly.
  prepareDataDir(dataDir);
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => answerOne(socket, handle, requestTimeoutMs));
  server.maxConnections = MAX_CONNECTIONS;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, resolve);
  });
  fs.chmodSync(file, SOCKET_MODE);
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/** Read one request line, answer it, close the connection. */
function answerOne(socket: net.Socket, handle: (request: string) => Promise<string>, timeoutMs: number): void {
  let received = Buffer.alloc(0);
  let answered = false;
  const timer = setTimeout(() => reply(errorAnswer(controlErrors.timedOut)), timeoutMs);

  function reply(answer: string) {
    if (answered) return;
    answered = true;
    clearTimeout(timer);
    socket.off("data", onData);
    socket.end(answer, () => socket.destroy());
  }

  function onData(chunk: Buffer) {
    received = Buffer.concat([received, chunk]);
    const newline = received.indexOf(0x0a);
    if (newline > MAX_REQUEST_BYTES || (newline === -1 && received.length > MAX_REQUEST_BYTES)) {
      reply(errorAnswer(controlErrors.tooLong));
      return;
    }
    if (newline === -1) return;
    clearTimeout(timer);
    socket.off("data", onData);
    const request = received.subarray(0, newline).toString("utf8").trim();
    handle(request).then(reply, (error: unknown) => {
      log("error", "control.request.failed", { command: commandOf(request), error: describeDbError(error) });
      reply(errorAnswer(controlErrors.failed));
    });
  }

  socket.on("data", onData);
  socket.on("error", () => undefined);
  socket.on("close", () => clearTimeout(timer));
}

/** The request's command word, if it looks like one; never its arguments. */
function commandOf(request: string): string {
  const command = request.split(" ")[0] ?? "";
  return /^[a-z-]{1,20}$/.test(command) ? command : "unknown";
}
