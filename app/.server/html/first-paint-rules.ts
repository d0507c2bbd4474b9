// What the first paint does not read, left out of a page's inline rules (ADR 0022): the whole
// stylesheet applies a moment after the paint and holds all of it. Beasties keeps every rule
// whose elements are on the page; of those, the first paint never uses
// - rules for a pointer over, or focus on, an element (`:hover`, `:focus`, `:focus-visible`,
//   `:active`): nobody has pointed or tabbed yet;
// - print rules;
// - custom properties no kept rule reads: Tailwind's theme defines every variable the site uses,
//   and registers (`@property`) or defaults (for browsers without `@property`) every `--tw-*`
//   variable of every utility, on every page.
// On the Zone Navigator this is about a fifth of the inline rules (1.1 KB of brotli).
import postcss, { type Container, type Declaration, type Rule } from "postcss";

/** `:hover`, `:active` and `:focus` with its kin (`:focus-visible`, `:focus-within`). */
const INTERACTION = /:(hover|focus|active)\b/;

/** The custom properties read with `var(--name` in `text`. */
function readVariables(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);
}

/** Drops at-rules left without a rule inside (`@media (hover: hover) {}`), innermost first. */
function dropEmpty(container: Container) {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes) return;
    dropEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * `css`, the rules beasties chose for `html`, without what the first paint does not read. A
 * variable named anywhere in the page's markup (a style attribute) is kept with what it reads.
 */
export function firstPaintRules(css: string, html: string): string {
  const root = postcss.parse(css);
  root.walkAtRules("media", (rule) => {
    if (/^print$/i.test(rule.params.trim())) rule.remove();
  });
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => INTERACTION.test(selector))) rule.remove();
  });

  // A definition is a custom property set in the theme (`:root`) or as a default for every element
  // (`*`, Tailwind's fallback for browsers without `@property`); a utility that sets one is a use.
  const definitions = new Map<string, Declaration[]>();
  const reads = new Set<string>(readVariables(html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")));
  root.walkDecls((declaration) => {
    const selector = declaration.parent?.type === "rule" ? (declaration.parent as Rule).selector : "";
    if (declaration.prop.startsWith("--") && /^(:root|:host|\*)/.test(selector)) {
      definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration]);
      return;
    }
    if (declaration.prop.startsWith("--")) reads.add(declaration.prop);
    for (const name of readVariables(declaration.value)) reads.add(name);
  });
  // What a kept definition reads is kept too (`--default-font-family: var(--font-sans)`).
  const pending = [...reads];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const definition of definitions.get(name) ?? []) {
      for (const read of readVariables(definition.value)) {
        if (reads.has(read)) continue;
        reads.add(read);
        pending.push(read);
      }
    }
  }
  for (const [name, declarations] of definitions) if (!reads.has(name)) for (const declaration of declarations) declaration.remove();
  root.walkAtRules("property", (rule) => {
    if (!reads.has(rule.params.trim())) rule.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  dropEmpty(root);
  return root.toString();
}
