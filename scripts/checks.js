// The checks of `npm test` that need no server, two at a time (this machine's two cores): each is
// one process that mostly keeps one core busy. Route types are generated first, since the type
// check and the linter both read them. A check's output is printed when it ends, whole; the
// first to fail stops the run with its output and exit code.
import { spawn } from "node:child_process";

// The type check, the linter and the formatter keep what they found of each file unchanged since
// their last run in node_modules/.cache (a fresh clone has none): on this machine 22, 13 and 12 s
// of a run become 6, 3 and 3. No lint rule reads types, so a file's findings depend on its own
// text and the configuration alone, which is what ESLint's cache is keyed on.
const CACHE = "node_modules/.cache";
const checks = [
  ["types", "npx", ["tsc", "--incremental", "--tsBuildInfoFile", `${CACHE}/tsc/tsbuildinfo`]],
  ["build", "npm", ["run", "build"]],
  ["lint", "npx", ["eslint", "--cache", "--cache-strategy", "content", "--cache-location", `${CACHE}/eslint/`, "."]],
  ["format", "npx", ["prettier", "--check", "--cache", "--cache-location", `${CACHE}/prettier/.prettier-cache`, "."]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
];
const AT_ONCE = 2;

const children = new Set();

function run(name, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: "1" } });
    children.add(child);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on(
      "close",
      (code) => children.delete(child) && resolve({ name, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const typegen = await run("route types", "npx", ["react-router", "typegen"]);
if (typegen.code !== 0) {
  process.stdout.write(typegen.output);
  process.exit(typegen.code);
}

const queue = [...checks];
const running = new Set();
let failed;
while ((queue.length > 0 || running.size > 0) && !failed) {
  while (running.size < AT_ONCE && queue.length > 0) {
    const task = run(...queue.shift()).then((result) => ({ result, task }));
    running.add(task);
  }
  const { result, task } = await Promise.race(running);
  running.delete(task);
  process.stdout.write(`\n== ${result.name} (${result.seconds.toFixed(1)} s) ==\n${result.output}`);
  if (result.code !== 0) failed = result;
}
if (failed) {
  for (const child of children) child.kill();
  console.error(`\n${failed.name} failed.`);
  process.exit(failed.code);
}
