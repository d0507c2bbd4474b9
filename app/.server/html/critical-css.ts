// The stylesheet of a built page (docs/decisions/0022). React renders the site's one stylesheet
// as a link in the head; before the page leaves the server that link is rewritten: the page gets
// only the rules that match its own elements inline, chosen by beasties, and the whole stylesheet
// as a link without its address, which the page's after-paint starter gives it once the page has
// painted (nothing is asked for before the paint), with a `<noscript>` link for a browser
// without JavaScript.
// - A page prerendered at build time waits for its rules.
// - A page rendered on the server (for one request, or an answer the server reuses) whose rules
//   are not known yet holds the whole stylesheet inline instead, and its rules are chosen
//   meanwhile for the next page like it. Choosing costs 50-500 ms of the event loop a page here,
//   so the new choices requests can cause are bounded (`ChoiceBudget`): varied posts or
//   addresses cannot keep the server choosing.
// The CSP allows the inline style by its hash (a page for many readers) or by the request's nonce.
import { createHash } from "node:crypto";
import Beasties from "beasties";
import { afterOtherChoices, ChoiceBudget } from "./choice-budget";
import { firstPaintRules } from "./first-paint-rules";

/** The stylesheet link React renders for `<link rel="stylesheet" href precedence="default">`. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"<>]+\.css)" data-precedence="default"\/>/;
/**
 * Marks a reused answer that holds the whole stylesheet because its rules were not chosen yet:
 * the server sends it but does not keep it (server/react-router-handler.ts).
 */
export const WHOLE_STYLESHEET_MARK = "data-whole-stylesheet";
/** Marks the full stylesheet's link for the after-paint starter (bootstrap-after-paint.ts). */
export const FULL_STYLESHEET_ATTRIBUTE = "data-full-stylesheet";

/**
 * Functional pseudo-classes a selector may hold, unescaped (Tailwind writes `:where(.space-y-4 >
 * :not(:last-child))`); an escaped `\\:not\\(` is part of a class name.
 */
const FUNCTIONAL_PSEUDO = /(?<!\\):(where|is|not|has)\(/;

/**
 * A selector that matches wherever `selector` could: `:where(x)` and `:is(x)` become `x`, and
 * `:not(...)` and `:has(...)` are dropped (they only narrow). Beasties' own reading of a
 * pseudo-class strips the whole `:where(...)`, which left Tailwind's `space-y-*` and
 * `divide-*` rules out of every page, and the page moved when the whole stylesheet applied.
 */
export function widenSelector(selector: string): string {
  let rest = selector;
  for (let match = FUNCTIONAL_PSEUDO.exec(rest); match; match = FUNCTIONAL_PSEUDO.exec(rest)) {
    const open = match.index + match[0].length;
    let depth = 1;
    let at = open;
    for (; at < rest.length && depth > 0; at++) {
      if (rest[at] === "\\") at++;
      else if (rest[at] === "(") depth++;
      else if (rest[at] === ")") depth--;
    }
    const inside = rest.slice(open, at - 1);
    const keep = match[1] === "where" || match[1] === "is" ? inside : "";
    rest = `${rest.slice(0, match.index)}${keep}${rest.slice(at)}`;
  }
  return rest;
}

/** Beasties' own reading of a selector (a method its types leave out). */
const beastiesSelector = (Beasties.prototype as unknown as { normalizeCssSelector(selector: string): string }).normalizeCssSelector;

/** Beasties with pseudo-classes read as `widenSelector` reads them. */
class PageRules extends Beasties {
  normalizeCssSelector(selector: string): string {
    return beastiesSelector.call(this, widenSelector(selector));
  }
}

/**
 * Beasties reads attributes as they are written; a class name holding `&` (`[&_svg]:size-4`)
 * is written `&amp;` in the HTML and would match no rule.
 */
function decodeClassNames(html: string): string {
  return html.replace(/\sclass="[^"]*"/g, (attribute) =>
    attribute.replace(
      /&(amp|lt|gt|#x27|#39);/g,
      (_entity, name: string) => ({ amp: "&", lt: "<", gt: ">", "#x27": "'", "#39": "'" })[name]!,
    ),
  );
}

const beasties = new PageRules({
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  keyframes: "critical",
  fonts: false,
  compress: true,
  logLevel: "silent",
});

/** Text that would end the style element early cannot be inlined. */
export function canInline(css: string): boolean {
  return !/<\/style/i.test(css);
}

/** The cascade layers in the order the stylesheet first names them (Tailwind's `properties, theme, base, ...`). */
export function layerOrder(css: string): string[] {
  const names: string[] = [];
  for (const [, list] of css.matchAll(/@layer\s+([\w-]+(?:\s*,\s*[\w-]+)*)\s*[{;]/g)) {
    for (const name of list!.split(",").map((part) => part.trim())) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** Attributes whose values are the page's own words, addresses, figures or drawing: no rule reads them. */
const FREE_VALUES = new Set(
  "href src srcset content value title alt placeholder id for name nonce style d points viewbox x y x1 x2 y1 y2 cx cy r rx ry width height transform datetime action min max step aria-label aria-labelledby aria-describedby aria-controls aria-valuenow aria-valuetext aria-valuemin aria-valuemax".split(
    " ",
  ),
);

/**
 * What decides which rules beasties keeps for a page: the tag names, class names and attributes
 * it holds (an attribute's value too, unless it is one of FREE_VALUES). Beasties keeps a rule of
 * class names whenever every class name is on the page, wherever it is, so pages alike (the
 * Zone Navigator's views, the model pages) share one choice whatever their text and figures.
 */
export function pageKey(html: string): string {
  const tokens = new Set<string>();
  const body = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  for (const [, tag, attributes] of body.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tokens.add(`<${tag!.toLowerCase()}`);
    for (const [, name, value = ""] of attributes!.matchAll(/([^\s=/"']+)(?:="([^"]*)")?/g)) {
      const attribute = name!.toLowerCase();
      if (attribute === "class") for (const name of value.split(/\s+/)) tokens.add(`.${name}`);
      else tokens.add(FREE_VALUES.has(attribute) ? `[${attribute}]` : `[${attribute}=${value}]`);
    }
  }
  return createHash("sha256")
    .update([...tokens].sort().join(" "))
    .digest("base64");
}

const chosen = new Map<string, string>();
const choosing = new Map<string, Promise<string>>();
/** Rules kept for this many kinds of page (about 20-40 KB each), the oldest dropped first. */
const MAX_CHOSEN = 128;

const laterChoices = new ChoiceBudget();

/** The stylesheet's hash, kept for the one stylesheet a build serves: every render needs it. */
let hashed: { css: string; hash: string } | undefined;
function stylesheetHash(css: string): string {
  if (hashed?.css !== css) hashed = { css, hash: createHash("sha256").update(css).digest("base64") };
  return hashed.hash;
}

const keyOf = (html: string, css: string) => `${stylesheetHash(css)} ${pageKey(html)}`;

async function choose(html: string, css: string, key: string): Promise<string> {
  const page = decodeClassNames(html).replace(STYLESHEET_LINK, () => `<style>${css}</style>`);
  const matched = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(page))?.[1];
  const reduced = matched === undefined ? css : firstPaintRules(matched, html);
  const layers = layerOrder(css);
  const rules = `${layers.length > 0 ? `@layer ${layers.join(",")};` : ""}${reduced}`;
  chosen.set(key, rules);
  if (chosen.size > MAX_CHOSEN) chosen.delete(chosen.keys().next().value!);
  return rules;
}

/** The rules for the kind of page `key` names, chosen once; with `later`, after the other choices for no waiting reader. */
function rulesOf(key: string, html: string, css: string, later: boolean): Promise<string> {
  const known = chosen.get(key);
  if (known !== undefined) return Promise.resolve(known);
  let pending = choosing.get(key);
  if (!pending) {
    pending = (later ? afterOtherChoices(() => choose(html, css, key)) : choose(html, css, key)).finally(() => choosing.delete(key));
    choosing.set(key, pending);
  }
  return pending;
}

/**
 * The rules of `css` that match an element of `html` (beasties), in the stylesheet's order,
 * after a statement of its layers' order: the full stylesheet, applied after this text, then
 * ranks every layer as it would alone. Chosen once for pages alike (`pageKey`).
 */
export function criticalRules(html: string, css: string): Promise<string> {
  return rulesOf(keyOf(html, css), html, css, false);
}

const choiceOf = (key: string) => (chosen.has(key) ? "chosen" : choosing.has(key) ? "choosing" : "not started");

/** Where the choice of rules for a page like this one stands: the record of what was started. */
export function ruleChoice(html: string, css: string): "chosen" | "choosing" | "not started" {
  return choiceOf(keyOf(html, css));
}

/** The rules already chosen for a page like this one, if any. */
export function knownCriticalRules(html: string, css: string): string | undefined {
  return chosen.get(keyOf(html, css));
}

/**
 * The link to the whole stylesheet, its address held in FULL_STYLESHEET_ATTRIBUTE until the
 * after-paint starter sets it: a request started before the paint competes with it on a slow
 * link, and Lighthouse counts it in the largest paint. React adopts the link by its href on
 * hydration, which the starter begins after setting it.
 */
function laterStylesheet(href: string): string {
  return `<link rel="stylesheet" data-precedence="default" ${FULL_STYLESHEET_ATTRIBUTE}="${href}"/>`;
}

/** The whole stylesheet for a browser without JavaScript, which never switches the link above. */
function stylesheetWithoutScript(href: string): string {
  return `<noscript><link rel="stylesheet" href="${href}"/></noscript>`;
}

/**
 * A page with its critical rules inline (with the request's `nonce`, if it has one) and the whole
 * stylesheet after the paint. With `wait` (prerendering) the rules are chosen now; without it, a
 * page whose rules are not known yet holds the whole stylesheet inline, marked with
 * WHOLE_STYLESHEET_MARK, and, with `learn` (an answer of status 2xx: an error's page is not worth
 * the work, and bad requests could make as many as they like), its rules are chosen afterwards,
 * within the budget, for the next page like it.
 */
export async function inlineCriticalStylesheet(
  html: string,
  css: string,
  {
    wait = true,
    learn = true,
    nonce,
    budget = laterChoices,
  }: { wait?: boolean; learn?: boolean; nonce?: string; budget?: ChoiceBudget } = {},
): Promise<string> {
  const link = STYLESHEET_LINK.exec(html);
  if (!link || !canInline(css)) return html;
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  const key = keyOf(html, css);
  let rules = chosen.get(key);
  if (rules === undefined && !wait) {
    if (learn && choiceOf(key) === "not started" && budget.take()) rulesOf(key, html, css, true).catch(() => undefined);
    return html.replace(
      STYLESHEET_LINK,
      () => `<style ${WHOLE_STYLESHEET_MARK}=""${nonceAttribute}>${css}</style>${laterStylesheet(link[1]!)}`,
    );
  }
  rules ??= await rulesOf(key, html, css, false);
  if (!canInline(rules)) return html;
  return html.replace(
    STYLESHEET_LINK,
    () => `<style${nonceAttribute}>${rules}</style>${laterStylesheet(link[1]!)}${stylesheetWithoutScript(link[1]!)}`,
  );
}
