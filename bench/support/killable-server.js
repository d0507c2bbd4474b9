// A production server that a benchmark kills with SIGKILL and starts again with the same
// settings (and so the same DATA_DIR); requests made meanwhile wait for the new process.
import { startAppServer } from "../../tests/support/app-server.js";

/** @typedef {Awaited<ReturnType<typeof startAppServer>>} AppServer */

/** Every server process started here, to be killed if the benchmark has to give up. */
export const startedChildren = new Set();

/** @param {Record<string, string>} env */
async function start(env) {
  const server = await startAppServer(env);
  startedChildren.add(server.child);
  server.child.once("exit", () => startedChildren.delete(server.child));
  return server;
}

/** @param {string} name @param {Record<string, string>} env */
export function killableServer(name, env) {
  let current = start(env);
  let kills = 0;
  return {
    name,
    /** The running server, or the one being started. */
    ready: () => current,
    kills: () => kills,
    /** Kill the process with SIGKILL now and start a new one on the same data. */
    kill() {
      const dying = current;
      kills++;
      current = (async () => {
        await (await dying).stop("SIGKILL");
        return start(env);
      })();
      return current;
    },
    /** Stop the process (SIGTERM, letting deliveries in flight finish). */
    async stop() {
      const server = await current.catch(() => undefined);
      await server?.stop();
    },
  };
}

/** Kill every server process still running (when the benchmark gives up). */
export function killAll() {
  for (const child of startedChildren) child.kill("SIGKILL");
}
