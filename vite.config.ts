import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router's package points every import at its development build, whose dev-only warnings
 * stay in the bundle. The browser gets its production build (the same code with those warnings
 * off); the server keeps the package's default.
 */
function reactRouterProductionBuild(): Plugin {
  const files: Record<string, string> = {
    "react-router": "./node_modules/react-router/dist/production/index.mjs",
    "react-router/dom": "./node_modules/react-router/dist/production/dom-export.mjs",
  };
  return {
    name: "react-router-production-build",
    enforce: "pre",
    apply: "build",
    resolveId(id) {
      const file = files[id];
      if (this.environment.config.consumer !== "client" || !file) return undefined;
      return fileURLToPath(new URL(file, import.meta.url));
    },
  };
}

const frameworkModule = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
/** The client entry joins the framework's chunk: no separate one-line entry file to fetch. */
const entryModule = /\/entry\.client\.tsx($|\?)/;
const rootModule = /\/app\/root\.tsx($|\?)/;
/** Small modules nearly every page reads (page titles, model addresses): one request less. */
const everyPageModule = /\/app\/(lib\/meta|content\/home-meta|content\/model-basics)\.ts($|\?)/;
const iconModule = /\/app\/components\/ui\/icons\//;
/**
 * The building blocks of the home page that other content pages share: one chunk rather than a
 * dozen small ones (each compressed alone), which keeps the home page inside its budget.
 */
const sectionModule =
  /\/app\/components\/(sections\/(hero|feature-grid|feature-icon|content-section|closing-banner|cta-link|model-summary-card)|ui\/card)\.tsx($|\?)/;

type ChunkMeta = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[]; importers: readonly string[] } | null;
};

let layoutModules: Set<string> | undefined;

/** The modules the root route imports, directly or not, apart from the framework's. */
function layoutGraph({ getModuleIds, getModuleInfo }: ChunkMeta): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || frameworkModule.test(id)) return;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  for (const id of getModuleIds()) if (rootModule.test(id)) visit(id);
  return seen;
}

function clientChunk(id: string, meta: ChunkMeta): string | undefined {
  if (frameworkModule.test(id) || entryModule.test(id)) return "framework";
  layoutModules ??= layoutGraph(meta);
  if (layoutModules.has(id) || everyPageModule.test(id)) return "root";
  if (sectionModule.test(id)) return "sections";
  // An icon the sections share with other screens keeps its own chunk, or those screens would
  // load every section with it.
  const importers = meta.getModuleInfo(id)?.importers ?? [];
  if (iconModule.test(id) && importers.some((importer) => sectionModule.test(importer))) {
    return importers.every((importer) => sectionModule.test(importer)) ? "sections" : `icon-${/([\w-]+)\.ts/.exec(id)?.[1]}`;
  }
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  build: {
    // Terser, a few passes: about 3 KiB less gzip than esbuild on every page's first load.
    minify: "terser",
    terserOptions: {
      compress: { passes: 3, ecma: 2020, module: true, toplevel: true },
      mangle: { module: true, toplevel: true },
      format: { ecma: 2020 },
    },
    // React Router preloads each route's modules itself; the few modules the site imports on
    // demand (the toast library, form checks) need no preload helper in every page's script.
    modulePreload: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunk } },
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
}));
