import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { bundledLibrary } from "./server/bundled-libraries.ts";

const frameworkModule = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
/** The client entry joins the framework's chunk: no separate one-line entry file to fetch. */
const entryModule = /\/entry\.client\.tsx($|\?)/;
/** Small modules nearly every page reads (page titles, model addresses): one request less. */
const everyPageModule = /\/app\/(lib\/meta|content\/home-meta|content\/model-basics)\.ts($|\?)/;
/** The card, and the model's category badge that the home page, the models page and a model's page put on cards. */
const cardModule = /\/app\/components\/(ui\/card|sections\/category-badge)\.tsx($|\?)/;
/**
 * The one form protocol (docs/decisions/0015): fields, labels, the result banner, the focus on
 * the first error. A page with a form loads them all: one chunk.
 */
const formModule = /\/app\/(components\/forms\/[\w-]+|components\/ui\/label|lib\/use-hydrated)\.tsx?($|\?)/;
const iconModule = /\/app\/components\/ui\/icons\//;
/**
 * The building blocks of the home page that other content pages share: one chunk rather than a
 * dozen small ones (each compressed alone), which keeps the home page inside its budget.
 */
const sectionModule =
  /\/app\/components\/(sections\/(hero|feature-grid|feature-icon|content-section|closing-banner|cta-link|model-summary-card))\.tsx($|\?)/;

/**
 * The Zone Navigator's building blocks that its three pages share (with the advisor's saved
 * views): the zones' words and figures, the zone's card and notices, the proposal link, saving
 * for a client. One chunk rather than eight small ones, each compressed alone.
 */
const zoneModule =
  /\/app\/(components\/zone-navigator\/(zone-details-card|allocation-card|allocation-chart|zone-notice|line-products|assumptions-section|dataset-line|zone-products|disclosure-footnote|proposal-link|zone-category-card)|components\/ui\/(tooltip|icons\/(columns-3|log-in))|components\/saved-views\/(save-for-client|saved-view-fields)|lib\/(donut|zone-views|zone-products|proposal-path|saved-view-limits)|content\/(zones|zone-products|allocation-lines|models|zone-compare|proposal|save-for-client))\.tsx?($|\?)/;

/** What Rolldown tells a chunk's naming function about the module graph. */
type Graph = {
  getModuleInfo: (id: string) => { importedIds: readonly string[]; importers: readonly string[] } | null;
};

/** The root route's module, as it is and as the client build asks for it (React Router's query). */
const rootRoute = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const rootRouteIds = [rootRoute, `${rootRoute}?__react-router-build-client-route`];

let layoutModules: Set<string> | undefined;

/** Whether the root route imports the module, directly or not (the framework's modules aside). */
function inLayout(id: string, graph: Graph): boolean {
  if (!layoutModules) {
    const seen = (layoutModules = new Set<string>());
    const visit = (next: string) => {
      if (seen.has(next) || frameworkModule.test(next)) return;
      seen.add(next);
      for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) visit(imported);
    };
    for (const root of rootRouteIds) if (graph.getModuleInfo(root)) visit(root);
  }
  return layoutModules.has(id);
}

/**
 * An icon the sections share with other screens keeps its own chunk, or those screens would load
 * every section with it; an icon of the sections alone goes with them.
 */
function sharedIcon(id: string, graph: Graph): string | null {
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  const ofSections = importers.filter((importer) => sectionModule.test(importer)).length;
  if (!iconModule.test(id) || ofSections === 0 || ofSections === importers.length) return null;
  return `icon-${/([\w-]+)\.ts/.exec(id)?.[1]}`;
}

/** The file name of a module, without its extension. */
const baseName = (id: string) => /([\w-]+)\.tsx?($|\?)/.exec(id)?.[1] ?? "shared";

/**
 * Modules the Zone Navigator's blocks share only with pages that load no React on their own
 * (the models' and funds' pages, ADR 0028: their route modules load only on a client navigation
 * from a page that hydrated, which now brings the Zone Navigator's chunk). They join that chunk:
 * apart, each was a request and a gzip stream of its own on the Zone Navigator's three pages.
 * `bench/js-size.bench.js` shows what a page that hydrates would load if another page took one.
 */
const zoneOnlyModule =
  /\/app\/(components\/zone-navigator\/(zone-colors|projections-note)|content\/(model-stats|projections-note|proposal-link))\.tsx?($|\?)/;

/**
 * A module the Zone Navigator's blocks import that other pages that hydrate use too (product
 * names, the date format, the prospectus note...) keeps a chunk of its own, or those pages
 * would load the Zone Navigator's chunk with it. Modules the root layout, the card, the forms or
 * the sections take (with what they import) are theirs.
 */
function zoneDependency(id: string, graph: Graph): string | null {
  if (zoneModule.test(id) || zoneOnlyModule.test(id) || !id.includes("/app/") || iconModule.test(id)) return null;
  if (inLayout(id, graph) || everyPageModule.test(id)) return null;
  const grouped = [cardModule, formModule, sectionModule];
  if (grouped.some((re) => re.test(id))) return null;
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  if (importers.some((importer) => grouped.some((re) => re.test(importer)))) return null;
  return importers.some((importer) => zoneModule.test(importer)) ? baseName(id) : null;
}

/** An icon of the Zone Navigator's blocks, or of the modules above: a chunk of its own, likewise. */
function zoneIcon(id: string, graph: Graph): string | null {
  if (!iconModule.test(id) || zoneModule.test(id) || zoneOnlyModule.test(id) || inLayout(id, graph)) return null;
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  const ofZone = (importer: string) =>
    zoneModule.test(importer) || zoneOnlyModule.test(importer) || zoneDependency(importer, graph) !== null;
  return importers.some(ofZone) ? `icon-${baseName(id)}` : null;
}

/**
 * The browser's chunks. A group takes the modules it names and what they import that no group
 * of a higher priority took (groups of one priority in their order here): the framework first,
 * then the root layout, then what the Zone Navigator's blocks share with other pages (each in a
 * chunk of its own), then shared icons, the card and the forms, then the sections and the Zone
 * Navigator's blocks (each with what only they use).
 */
const clientChunks = {
  groups: [
    { name: "framework", test: (id: string) => frameworkModule.test(id) || entryModule.test(id), priority: 4 },
    {
      debugName: "root",
      name: (id: string, graph: Graph) => (inLayout(id, graph) || everyPageModule.test(id) ? "root" : null),
      priority: 3,
    },
    { debugName: "zone icons", name: zoneIcon, priority: 3 },
    { debugName: "zone dependencies", name: zoneDependency, priority: 3 },
    { debugName: "shared icons", name: sharedIcon, priority: 2 },
    // The card alone: the Zone Navigator's pages use it without any of the sections.
    { name: "card", test: cardModule, priority: 2 },
    { name: "forms", test: formModule, priority: 2 },
    { name: "sections", test: sectionModule, priority: 1 },
    { name: "zone-navigator", test: (id: string) => zoneModule.test(id) || zoneOnlyModule.test(id), priority: 1 },
  ],
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Vite 8's own minifier (Oxc): about 0.5 KiB less gzip than terser (3 passes) on every page's
    // first load, and the client build in 3 s instead of 17.
    minify: "oxc",
    // React Router preloads each route's modules itself; the few modules the site imports on
    // demand (the toast library, form checks) need no preload helper in every page's script.
    modulePreload: false,
  },
  environments: {
    client: { build: { rollupOptions: { output: { codeSplitting: clientChunks } } } },
    // One server build, one module graph: React Router's build (`index`, what its prerendering
    // and tools load), the server module that serves it (server/app.ts, docs/decisions/0007) and
    // what the command-line scripts use (server/cli.ts), sharing their modules.
    ssr: {
      // Bundled rather than loaded from node_modules, file by file: Node reads a package's
      // package.json for every file it loads from it (drizzle-orm's is 179 KB, its exports map),
      // and these packages are 700 files. Each start of the server, of a command or of the
      // relay loaded them in about 0.9 s of processor time.
      resolve: { noExternal: [bundledLibrary] },
      build: {
        rollupOptions: {
          input: { index: "virtual:react-router/server-build", app: "./server/app.ts", cli: "./server/cli.ts" },
          // The browser imports some schemas on demand; on the server the actions import them anyway.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
