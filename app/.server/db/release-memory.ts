// Creating a new embedded database runs initdb in a second, throw-away PGlite instance whose
// WebAssembly memory (hundreds of MB) stays resident until V8 collects it, which an idle server
// may not do for a long time. A full collection once the database is open gives it back.
import v8 from "node:v8";
import vm from "node:vm";

let collect: (() => void) | undefined;

function fullCollection(): () => void {
  if (!collect) {
    v8.setFlagsFromString("--expose-gc");
    collect = vm.runInNewContext("gc") as () => void;
  }
  return collect;
}

/** Run a full collection after `delayMs`, off the request path. */
export function releaseMemorySoon(delayMs = 1_000): void {
  setTimeout(() => fullCollection()(), delayMs).unref();
}
