// SIGTERM stops the production server cleanly, and at once when no request is being answered:
// a client that keeps a connection open, idle or with half a request sent, does not hold the
// shutdown until the forced exit (which exits with 1 after ten seconds).
import net from "node:net";
import { expect, it } from "vitest";
import { startAppServer } from "../support/app-server.js";

/** A connection to `baseURL` that has sent `text` and is left open. */
async function openConnection(baseURL: string, text: string): Promise<net.Socket> {
  const { hostname, port } = new URL(baseURL);
  const socket = net.connect(Number(port), hostname);
  socket.on("error", () => undefined);
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  socket.write(text);
  return socket;
}

it("stops with exit code 0 while clients hold connections open, idle or with half a request", async () => {
  const server = await startAppServer();
  expect((await fetch(`${server.baseURL}/about`)).status).toBe(200);
  // Answered, then kept alive by the client.
  const idle = await openConnection(server.baseURL, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
  await new Promise((resolve) => idle.once("data", resolve));
  // Headers begun and never finished.
  const halfSent = await openConnection(server.baseURL, "GET /about HTTP/1.1\r\nHost: localhost\r\n");

  await server.stop("SIGTERM");
  expect(server.child.exitCode).toBe(0);
  expect(server.output()).toContain("SIGTERM received");
  expect(server.output()).toContain('"event":"storage.closed"');
  for (const socket of [idle, halfSent]) socket.destroy();
});
