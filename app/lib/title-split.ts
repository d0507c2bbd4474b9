/**
 * Split a hero title over two lines at its midpoint word. Titles listed in `fixedBreaks`
 * break where the list says instead. A one-word title stays on one line.
 */
export function splitTitle(title: string, fixedBreaks: Readonly<Record<string, readonly [string, string]>> = {}): [string, string] {
  const fixed = fixedBreaks[title];
  if (fixed) return [fixed[0], fixed[1]];
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [words.join(" "), ""];
  const mid = Math.ceil(words.length / 2);
  return [words.slice(0, mid).join(" "), words.slice(mid).join(" ")];
}
