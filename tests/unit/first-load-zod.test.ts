// Zod (about 14 KiB of gzip) is no page's first load: a form's schema loads on first focus or on
// submit (docs/decisions/0002). A page's modules reach zod when a static import chain from its
// route module does, e.g. through a copy module that also holds a schema's message. The walk
// follows static imports and re-exports, leaving out type imports, dynamic imports and
// server-only modules, which the browser's build does not load with the page.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const app = path.resolve(import.meta.dirname, "../../app");
const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;

function resolve(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith("~/") ? path.join(app, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ext) => base + ext)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The import chain from `entry` to a module that imports zod, or undefined when there is none. */
function chainToZod(entry: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(entry)) return undefined;
  seen.add(entry);
  for (const [, specifier = ""] of fs.readFileSync(entry, "utf8").matchAll(staticImport)) {
    if (specifier === "zod" || specifier.startsWith("zod/")) return [path.relative(app, entry)];
    if (specifier.includes(".server") || !(specifier.startsWith(".") || specifier.startsWith("~/"))) continue;
    const file = resolve(specifier, entry);
    const chain = file ? chainToZod(file, seen) : undefined;
    if (chain) return [path.relative(app, entry), ...chain];
  }
  return undefined;
}

describe("no page's first load reaches zod", () => {
  it.each([
    "routes/home.tsx",
    "routes/login.tsx",
    "routes/signup.tsx",
    "routes/reset-password.tsx",
    "routes/contact.tsx",
    "routes/advisor/account.tsx",
    "routes/advisor/saved-views.tsx",
    "routes/advisor/saved-view.tsx",
    "routes/zone-navigator.tsx",
    "routes/zone-questionnaire.tsx",
    "routes/zone-compare.tsx",
    "root.tsx",
  ])("%s", (route) => {
    expect(chainToZod(path.join(app, route))).toBeUndefined();
  });
});
