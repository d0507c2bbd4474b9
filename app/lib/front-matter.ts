// Front matter of a Markdown file: a block of `key: value` lines between two `---` lines.

export type FrontMatter = { data: Record<string, string>; body: string };

const FENCE = /^---\s*$/;

/** Split a Markdown source into its front matter fields and its body. */
export function parseFrontMatter(source: string): FrontMatter {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? "")) throw new Error("front matter must start with a --- line");
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end === -1) throw new Error("front matter is not closed by a --- line");

  const data: Record<string, string> = {};
  for (const [offset, line] of lines.slice(1, end).entries()) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const match = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!match) throw new Error(`line ${offset + 2} of the front matter is not "key: value": ${line}`);
    const [, key, raw] = match as unknown as [string, string, string];
    if (key in data) throw new Error(`front matter repeats the key "${key}"`);
    data[key] = unquote(raw.trim());
  }
  return {
    data,
    body: lines
      .slice(end + 1)
      .join("\n")
      .replace(/^\n+/, ""),
  };
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value;
}
