// Builds tests/integration/support/relay-process.ts into plain JavaScript once per run (the
// integration run's global setup) and starts it as a child process, so a test can kill a
// process that stores and relays messages.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { bundledLibrary } from "../../../server/bundled-libraries";

/**
 * Vite's `import.meta.glob` of the commentary articles (app/.server/commentary.ts), done here at
 * build time as Vite does it: the files' text by name, so the process seeds the same examples.
 */
const articleFiles: Plugin = {
  name: "article-files",
  setup(builder) {
    builder.onLoad({ filter: /[\\/]app[\\/]\.server[\\/]commentary\.ts$/ }, (args) => {
      const dir = path.resolve(path.dirname(args.path), "../content/commentary");
      const files = Object.fromEntries(
        readdirSync(dir)
          .filter((name) => name.endsWith(".md"))
          .map((name) => [`../content/commentary/${name}`, readFileSync(path.join(dir, name), "utf8")]),
      );
      const source = readFileSync(args.path, "utf8").replace(/import\.meta\.glob<string>\([^)]*\)/s, JSON.stringify(files));
      return { contents: source, loader: "ts" };
    });
  },
};

/** As in the server build (docs/decisions/0025): the libraries loaded file by file are bundled, the others stay outside. */
const librariesOutside: Plugin = {
  name: "libraries-outside",
  setup(builder) {
    builder.onResolve({ filter: /^[^./~]/ }, (args) => (bundledLibrary.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

const outfile = path.resolve("node_modules/.cache/contact-tests/relay-process.mjs");

/** Bundle the relay process (called once by the run's global setup, before any test file starts). */
export async function bundleRelayProcess(): Promise<void> {
  await build({
    entryPoints: [path.resolve("tests/integration/support/relay-process.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    logLevel: "silent",
    plugins: [articleFiles, librariesOutside],
  });
}

/**
 * Settings for a relay process started again after a kill: a generous timeout, since an answer
 * (a webhook's or an SMTP server's) that a busy machine hands over after a short one would count
 * as failed, and the message or mail would still be waiting when the process stops.
 */
export const restartedRelay = { CONTACT_WEBHOOK_TIMEOUT_MS: "10000" };

export type RelayProcess = { child: ChildProcess; ids: string[]; output: () => string; exited: Promise<number | null> };

export async function startRelayProcess(env: Record<string, string>, accept = 0, mails = 0, followers = 0): Promise<RelayProcess> {
  const child = spawn(process.execPath, [outfile, String(accept), String(mails), String(followers)], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<string[]>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      const line = output.split("\n").find((text) => text.startsWith('{"ready"'));
      if (line) resolve((JSON.parse(line) as { ids: string[] }).ids);
    });
    child.stderr!.on("data", (chunk) => (output += chunk));
    void exited.then((code) => reject(new Error(`relay process exited with ${code}:\n${output}`)));
  });
  const ids = await ready;
  return { child, ids, output: () => output, exited };
}
