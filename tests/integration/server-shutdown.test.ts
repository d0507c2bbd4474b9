// SIGTERM stops the production server cleanly: an answer in progress is finished (and says
// `Connection: close`), and a client that keeps a connection open, idle or with half a request
// sent, does not hold the shutdown until the forced exit (which exits with 1 after ten seconds).
import net from "node:net";
import { expect, it } from "vitest";
import { startAppServer } from "../support/app-server.js";

type Connection = { socket: net.Socket; received: () => string; closed: Promise<void>; receivedText: (text: string) => Promise<void> };

/** A connection to `baseURL` that has sent `text` and is left open, with what comes back. */
async function openConnection(baseURL: string, text: string): Promise<Connection> {
  const { hostname, port } = new URL(baseURL);
  const socket = net.connect(Number(port), hostname);
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  socket.write(text);
  const receivedText = (wanted: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!received.includes(wanted)) return;
        socket.off("data", check);
        resolve();
      };
      socket.on("data", check);
      void closed.then(() => reject(new Error(`closed before "${wanted}" came: ${received}`)));
      check();
    });
  return { socket, received: () => received, closed, receivedText };
}

it("finishes the answer in progress, closes the connections left open, and exits 0", async () => {
  const server = await startAppServer();
  const connections: Connection[] = [];
  try {
    // Headers begun and never finished.
    const halfSent = await openConnection(server.baseURL, "GET /about HTTP/1.1\r\nHost: localhost\r\n");
    // Answered, then kept alive by the client.
    const idle = await openConnection(server.baseURL, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await idle.receivedText('{"status":"ok"}');
    // A form post whose headers the server has read (it asked for the body), the body still to come.
    const body = "name=Jane&email=jane%40firm.example&message=Hello";
    const inProgress = await openConnection(
      server.baseURL,
      `POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    connections.push(halfSent, idle, inProgress);
    await inProgress.receivedText("HTTP/1.1 100 Continue");

    const said = new Promise<void>((resolve) => {
      const check = () => server.output().includes("SIGTERM received") && resolve();
      server.child.stdout?.on("data", check);
    });
    server.child.kill("SIGTERM");
    await said;
    await idle.closed;
    expect(server.child.exitCode).toBeNull();

    inProgress.socket.write(body);
    await inProgress.closed;
    const answer = inProgress.received().split("HTTP/1.1 100 Continue\r\n\r\n")[1] ?? "";
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    await halfSent.closed;

    await server.stop("SIGTERM");
    expect(server.child.exitCode).toBe(0);
    expect(server.output()).toContain('"event":"storage.closed"');
  } finally {
    for (const { socket } of connections) socket.destroy();
    await server.stop("SIGKILL");
  }
});
