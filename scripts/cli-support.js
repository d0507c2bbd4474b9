// What the operator commands (npm run messages, mail, datasets) share: the --limit option, the
// server build's command-line exports (which use the same settings as the server), and the one
// way to print stored text.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const MAX_LIMIT = 1000;

/** The --limit of the arguments (100 by default); exits with 2 on a bad one. */
export function limitOption(args) {
  const index = args.indexOf("--limit");
  const limit = index >= 0 ? Number(args[index + 1]) : 100;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    console.error(`--limit needs a whole number from 1 to ${MAX_LIMIT}`);
    process.exit(2);
  }
  return limit;
}

/** The exports of build/server/cli.js; exits with 1 when there is no build. */
export async function serverCli() {
  const entry = path.resolve("build", "server", "cli.js");
  if (!fs.existsSync(entry)) {
    console.error("No server build found: run `npm run build` first.");
    process.exit(1);
  }
  return import(pathToFileURL(entry).href);
}

// What a terminal acts on or hides when printed: C0 controls (the line breaks the commands print
// themselves are theirs, never the stored text's), DEL, C1 controls (U+009B starts a control
// sequence like ESC [), bidirectional controls, zero-width characters, line and paragraph
// separators, the BOM and lone surrogate halves.
const unsafe =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\p{Cs}/gu;
// The same but C0 controls, which JSON.stringify escapes itself: in its output, a raw line break
// is the layout's.
const unsafeAfterJson = /[\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\p{Cs}/gu;
const named = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/**
 * Stored text (a name, a message, a server's error, a sheet's answer) as the commands print it:
 * every character of `unsafe` shown escaped (`\x1b`, `\r`, `\u{202e}`), never raw, so what
 * strangers typed can neither drive the operator's terminal nor hide or reorder what it shows.
 */
export function printable(value) {
  return String(value ?? "").replace(unsafe, (char) => {
    const code = char.charCodeAt(0);
    return named[char] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u{${code.toString(16)}}`);
  });
}

/**
 * Pretty JSON with the same characters as `\uXXXX` escapes: the same data for a script that
 * parses it (JSON.stringify escapes only C0 controls itself), nothing raw for a terminal.
 */
export function printableJson(value) {
  return JSON.stringify(value, null, 2).replace(unsafeAfterJson, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
