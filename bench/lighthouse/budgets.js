// The budgets of a page under Lighthouse's mobile defaults, and what one run measured.

/** The pages that need no script from React (routes whose handle is `documentPage`); "x/" stands for x's pages. */
const documentPages = [
  "/",
  "/about",
  "/etfs",
  "/etfs/",
  "/advisor-support",
  "/models",
  "/models/",
  "/solutions",
  "/commentary",
  "/commentary/",
  "/media",
  "/privacy",
  "/terms",
  "/signals",
  "/signals/",
  "/no-such-page",
];

/**
 * JavaScript transferred (gzip, KiB) each page may ship on first load (ADR 0002). React, React
 * DOM and React Router alone are 105 KiB of it on every page that hydrates; the budgets follow what the pages
 * measured with a margin of about 0.5 KiB, so a page that grows fails the bench.
 */
export function jsBudgetKiB(path) {
  // Pages to read carry no React (ADR 0028): only their own inline script for the header and footer.
  // /about's also follows the leaders' photos and shows a toast when one cannot be loaded.
  if (path === "/about") return 3;
  if (documentPages.some((page) => (page.endsWith("/") && page !== "/" ? path.startsWith(page) : path === page))) return 2;
  // The questionnaire carries its questions and scoring besides the Zone Navigator's blocks.
  if (path === "/zone-navigator/questionnaire") return 135.2;
  // The Zone Navigator and its comparison (less since the modules it shares only with pages that
  // load no React joined its chunk).
  if (path === "/zone-navigator" || path.startsWith("/zone-navigator/")) return 132;
  // The advisor's account page: the forms of details, contact, password, sessions, two-factor sign-in
  // (with its QR code, drawn from a path the server computes: 0.2 KiB), following and deletion.
  if (path === "/advisor/account") return 125.5;
  // The rest, with the header's menus in the layout's chunk (ADR 0002: its update on what loads after hydration).
  return 123.5;
}

/** Each budget: the figure's name, how to read it, and the rule. */
export const BUDGETS = [
  { name: "performance", ok: (m) => m.performance >= 98, rule: ">= 98" },
  { name: "accessibility", ok: (m) => m.accessibility === 100, rule: "100" },
  { name: "bestPractices", ok: (m) => m.bestPractices === 100, rule: "100" },
  { name: "seo", ok: (m) => m.seo === 100, rule: "100" },
  { name: "fcpMs", ok: (m) => m.fcpMs <= 1200, rule: "<= 1200 ms" },
  { name: "lcpMs", ok: (m) => m.lcpMs <= 1200, rule: "<= 1200 ms" },
  { name: "tbtMs", ok: (m) => m.tbtMs <= 30, rule: "<= 30 ms" },
  { name: "cls", ok: (m) => m.cls === 0, rule: "0" },
  { name: "jsKiB", ok: (m, path) => m.jsKiB <= jsBudgetKiB(path), rule: "see jsBudgetKiB" },
];

/**
 * The largest paint a route's median may take, as a multiple of the control page's median in
 * the same run (bench/lighthouse/control-page.js): what the page adds to any page's cost here.
 */
export const LCP_CONTROL_RATIO = 1.1;

/** A route's median largest paint against the control page's: the ratio and whether it is within LCP_CONTROL_RATIO. */
export function lcpAgainstControl(routeLcpMs, controlLcpMs) {
  const ratio = routeLcpMs / controlLcpMs;
  return { ratio, ok: Number.isFinite(ratio) && ratio <= LCP_CONTROL_RATIO };
}

/** The scripts a page loaded (same origin or not), from Lighthouse's network record. */
export function scriptRequests(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items.filter((item) => item.resourceType === "Script");
}

/**
 * The figures of one Lighthouse result (lhr). `jsKiB` is the compressed JavaScript the page
 * received (`bodyBytes(url)`: the gzip bodies, without HTTP headers); `jsTransferKiB` is
 * Lighthouse's own figure, headers included.
 */
export function figures(lhr, bodyBytes) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = scriptRequests(lhr);
  const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(value("first-contentful-paint")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    tbtMs: Math.round(value("total-blocking-time")),
    cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
    jsKiB: kib(scripts.reduce((sum, item) => sum + bodyBytes(item.url), 0)),
    jsTransferKiB: kib(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
    jsFiles: scripts.length,
  };
}

/** The median of each figure over several runs. */
export function medians(runs) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** The budgets a route's medians miss, as readable strings. */
export function missed(path, m) {
  return BUDGETS.filter((budget) => !budget.ok(m, path)).map((budget) =>
    budget.name === "jsKiB" ? `jsKiB ${m.jsKiB} > ${jsBudgetKiB(path)}` : `${budget.name} ${m[budget.name]} (${budget.rule})`,
  );
}

/** Audits that cost a category its 100, for the report of a failing route. */
export function failingAudits(lhr) {
  const out = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        out.push(`${id}: ${ref.id} (${audit.displayValue ?? audit.score})`);
    }
  }
  return out;
}

/** The element Lighthouse took for the largest contentful paint, as an HTML snippet. */
export function lcpElement(lhr) {
  const find = (value) => {
    if (!value || typeof value !== "object") return undefined;
    if (value.type === "node" && typeof value.snippet === "string") return value.snippet;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  // Lighthouse 13 names the element in its LCP breakdown insight; earlier versions in an audit of its own.
  return find(lhr.audits["lcp-breakdown-insight"]?.details) ?? find(lhr.audits["largest-contentful-paint-element"]?.details);
}
