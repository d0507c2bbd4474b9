// JavaScript each page loads to hydrate (or, for a page that needs no script from React, its own
// inline script), in the gzip form the server sends (the one compressed
// at build time), against the budgets of bench/lighthouse/budgets.js.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { startAppServer } from "../tests/support/app-server.js";
import { jsBudgetKiB } from "./lighthouse/budgets.js";

// Every page of the route table (app/routes.ts) a visitor can open, one per route module.
const paths = [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/verify-email",
  "/reset-password?token=bench",
  "/advisor",
  "/advisor/account",
  "/about",
  "/etfs",
  "/advisor-support",
  "/models",
  "/models/3",
  "/etfs/rsmv",
  "/contact",
  "/zone-navigator",
  "/zone-navigator/questionnaire",
  "/zone-navigator/compare?views=3-qualified,5-qualified,7-non-qualified",
  "/solutions",
  "/signals",
  "/commentary",
  "/commentary/asset-location",
  "/media",
  "/privacy",
  "/terms",
  "/no-such-page",
];

/** The modules of the given routes: the entry and its imports, each route's module and imports. */
function modulesOf(manifest, routeIds) {
  return new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routeIds.flatMap((id) => [manifest.routes[id].module, ...manifest.routes[id].imports]),
  ]);
}

/**
 * The modules a page loads to hydrate, from the manifest in its bootstrap script: the entry
 * and its imports, and each rendered route's module and imports (what React Router preloads).
 */
function pageModules(html) {
  const found = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/.exec(html);
  if (!found) return new Set();
  const manifest = JSON.parse(found[1]);
  const routeIds = [.../window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(html)[1].matchAll(/"([^"]+)":/g)].map((m) => m[1]);
  return modulesOf(manifest, routeIds);
}

/**
 * Pages only a signed-in advisor sees (a visitor is sent to sign in): their modules come from
 * the build's whole manifest, for the root and the page's route.
 */
const signedInRoutes = { "/advisor": "routes/advisor/dashboard", "/advisor/account": "routes/advisor/account" };

function buildManifest() {
  const file = fs.readdirSync("build/client/assets").find((name) => /^manifest-.*\.js$/.test(name));
  const source = fs.readFileSync(path.join("build/client/assets", file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

/** The gzip size of a page's inline scripts, for a page that loads no module. */
function documentScriptBytes(html) {
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join("\n");
  return zlib.gzipSync(inline, { level: 9 }).length;
}

const server = await startAppServer();
let over = false;
try {
  console.log("page                          files  gzip KiB  budget (files 0: the page's own inline script)");
  for (const page of paths) {
    const routeId = signedInRoutes[page];
    const html = routeId ? "" : await (await fetch(server.baseURL + page)).text();
    const files = routeId ? modulesOf(buildManifest(), ["root", routeId]) : pageModules(html);
    // A page that needs no script from React (ADR 0028) has only its own, inline: counted as sent.
    let bytes = files.size === 0 ? documentScriptBytes(html) : 0;
    for (const file of files) {
      const source = path.join("build/client", file);
      bytes += fs.existsSync(`${source}.gz`)
        ? fs.statSync(`${source}.gz`).size
        : zlib.gzipSync(fs.readFileSync(source), { level: 9 }).length;
    }
    const kib = bytes / 1024;
    const budget = jsBudgetKiB(page.split("?")[0]);
    if (budget && kib > budget) over = true;
    console.log(
      `${page.split("?")[0].padEnd(29)} ${String(files.size).padStart(5)}  ${kib.toFixed(1).padStart(8)}  ${budget ? `${budget} ${kib > budget ? "OVER" : "ok"}` : "-"}`,
    );
  }
} finally {
  await server.stop();
}
process.exit(over ? 1 : 0);
