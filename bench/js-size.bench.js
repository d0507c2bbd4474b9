// JavaScript each page ships on first load (scripts and module preloads), gzip-compressed.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { startAppServer } from "../tests/support/app-server.js";

const BUDGETS_KIB = { "/zone-navigator": 135, "/zone-navigator/questionnaire": 135, "/zone-navigator/compare": 135 };
const paths = [
  "/",
  "/about",
  "/models",
  "/contact",
  "/zone-navigator",
  "/zone-navigator/questionnaire",
  "/zone-navigator/compare?views=3-qualified,5-qualified,7-non-qualified",
  "/login",
];

const server = await startAppServer();
let over = false;
try {
  console.log("page                          files  gzip KiB  budget");
  for (const page of paths) {
    const html = await (await fetch(server.baseURL + page)).text();
    const files = new Set(
      [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g), ...html.matchAll(/from "(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1],
      ),
    );
    let bytes = 0;
    for (const file of files) bytes += zlib.gzipSync(fs.readFileSync(path.join("build/client", file)), { level: 9 }).length;
    const kib = bytes / 1024;
    const budget = BUDGETS_KIB[page.split("?")[0]];
    if (budget && kib > budget) over = true;
    console.log(
      `${page.split("?")[0].padEnd(29)} ${String(files.size).padStart(5)}  ${kib.toFixed(1).padStart(8)}  ${budget ? `${budget} ${kib > budget ? "OVER" : "ok"}` : "-"}`,
    );
  }
} finally {
  await server.stop();
}
process.exit(over ? 1 : 0);
