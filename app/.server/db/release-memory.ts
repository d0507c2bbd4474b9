// Opening the embedded database leaves hundreds of MB for V8 to collect: the start's own garbage,
// and on a first start the WebAssembly memory of initdb's throw-away PGlite instance. An idle
// server may not collect it for a long time; a full collection once the database is open gives
// it back.
import v8 from "node:v8";
import vm from "node:vm";

type Collect = (options?: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;
let collect: Collect | undefined;

function fullCollection(): Collect {
  if (!collect) {
    v8.setFlagsFromString("--expose-gc");
    collect = vm.runInNewContext("gc") as Collect;
  }
  return collect;
}

/**
 * Run a full collection after `delayMs`, off the request path. The "last resort" kind also
 * compacts and hands freed pages back at once: a plain one leaves that to V8's memory reducer,
 * about eight seconds later.
 */
export function releaseMemorySoon(delayMs = 1_000): void {
  setTimeout(() => fullCollection()({ type: "major", execution: "sync", flavor: "last-resort" }), delayMs).unref();
}
