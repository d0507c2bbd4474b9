// A prerendered page asks for its modules only once it has painted. React Router's bootstrap
// (the module script at the end of the body) imports the page's route modules statically, so
// the browser fetches them while it is still laying the page out, and on a slow phone link
// they compete with the first paint; Lighthouse then counts them in the first paint when the
// requests happen to start before it. Rewritten, the bootstrap waits for the first contentful
// paint (or starts at once in a hidden tab, where nothing is painted), then imports the
// same modules and goes on exactly as before. Links and forms work as HTML meanwhile.

/** React Router's bootstrap: the module script that fills `window.__reactRouterRouteModules`. */
const BOOTSTRAP = /(<script type="module"[^>]*>)([^<]*window\.__reactRouterRouteModules[^<]*)(<\/script>)/;
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"\n]+");$/gm;

/**
 * Waits for the browser's first contentful paint (its `paint` entry), at most 3 s; a hidden tab
 * paints nothing, so it starts at once, and a browser without paint timing waits one frame.
 */
const AFTER_PAINT = [
  "await new Promise((go) => {",
  '  if (document.visibilityState === "hidden") return go();',
  "  setTimeout(go, 3000);",
  '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go));',
  "  new PerformanceObserver((list, observer) => {",
  '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
  "    observer.disconnect();",
  "    go();",
  '  }).observe({ type: "paint", buffered: true });',
  "});",
].join("\n");

/** The page with its bootstrap importing the route modules after the first paint; unchanged without one. */
export function startScriptsAfterPaint(html: string): string {
  return html.replace(BOOTSTRAP, (_script, open: string, code: string, close: string) => {
    const imports = [...code.matchAll(ROUTE_IMPORT)].map(([, name, source]) => ({ name: name!, source: source! }));
    if (imports.length === 0) return `${open}${code}${close}`;
    const names = imports.map((item) => item.name).join(", ");
    const loads = imports.map((item) => `import(${item.source})`).join(", ");
    const rest = code.replace(ROUTE_IMPORT, "");
    return `${open}${AFTER_PAINT}\nconst [${names}] = await Promise.all([${loads}]);${rest}${close}`;
  });
}
