// The embedded database can be open in one process only. While the server runs, it answers
// `npm run messages` over a Unix socket in DATA_DIR (reachable only by users who can read
// that folder); the socket also tells a second server that the folder is taken.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const socketPath = (dataDir: string) => path.resolve(dataDir, "control.sock");

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

/** Claim `dataDir` and answer requests with `handle`; throws if another process owns it. */
export async function serveControlSocket(
  dataDir: string,
  handle: (request: string) => Promise<string>,
): Promise<{ close: () => Promise<void> }> {
  const file = socketPath(dataDir);
  if ((await askOwner(dataDir, "ping")) !== undefined) {
    throw new Error(`Another server process is using ${path.resolve(dataDir)}. Stop it or set DATA_DIR to another folder.`);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      request += chunk;
      if (!request.includes("\n")) return;
      handle(request.trim()).then(
        (answer) => socket.end(answer),
        (error) => socket.end(JSON.stringify({ error: String(error) })),
      );
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, resolve);
  });
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}
