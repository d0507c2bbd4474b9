// Lists every placeholder still in the site's content (example addresses, example images, sample
// articles and press items, example records such as the brand and the leaders' profiles) and
// exits with 1 while any remains, 0 when none does. Reads the sources through Vite, so it needs
// no build. Usage: npm run content:check [-- --json]
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const json = process.argv.includes("--json");
const vite = await createServer({
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
  optimizeDeps: { noDiscovery: true, include: [] },
});

let placeholders;
try {
  const { contentPlaceholders } = await vite.ssrLoadModule("/app/.server/content-placeholders.ts");
  placeholders = contentPlaceholders();
} finally {
  await vite.close();
}

if (json) {
  console.log(JSON.stringify(placeholders, null, 2));
} else if (placeholders.length === 0) {
  console.log("No placeholders left in the content.");
} else {
  const kindWidth = Math.max(...placeholders.map((placeholder) => placeholder.kind.length));
  console.log(
    `${placeholders.length} placeholder${placeholders.length === 1 ? "" : "s"} still in the content (README, "Before going live", says what to fill in):\n`,
  );
  for (const { kind, value, where, detail } of placeholders) {
    console.log(`  ${kind.padEnd(kindWidth)}  ${where}`);
    console.log(`  ${" ".repeat(kindWidth)}  ${detail ? `${value}: ${detail}` : value}`);
  }
}
process.exit(placeholders.length > 0 ? 1 : 0);
