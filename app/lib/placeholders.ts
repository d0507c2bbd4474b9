// What the firm still has to supply before going live, found in the content by rule, so a value
// stops being listed the moment the firm replaces it:
// - url: an address or mailbox on the reserved `.example` domain (RFC 2606), anywhere in a text;
// - image: a picture under /images/examples/;
// - sample: an article or press item marked `sample: true`;
// - text: a record marked `example: "<what to supply>"` (its names, facts and words are examples).
// Pure: the caller hands in the content (app/.server/content-placeholders.ts).

export type PlaceholderKind = "url" | "image" | "sample" | "text";

export type Placeholder = {
  kind: PlaceholderKind;
  /** The placeholder itself: the address, the image path, or the record's name or title. */
  value: string;
  /** Where it is: the module and the path of the value in it, e.g. `site.ts › externalLinks.scheduling`. */
  where: string;
  /** What the firm supplies in its place, for a record. */
  detail?: string;
};

export const EXAMPLE_IMAGE_DIR = "/images/examples/";

const EXAMPLE_URL = /https?:\/\/[^\s"'<>()]*?\.example(?=[/:?#\s"'<>()]|$)[^\s"'<>()]*/gi;
const EXAMPLE_MAILBOX = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.example\b/gi;

/** The name a record goes by, for the list. */
function labelOf(record: Record<string, unknown>): string {
  for (const key of ["name", "title", "ticker", "brand", "outlet", "label", "id"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim()) return value;
    if (typeof value === "number") return String(value);
  }
  return "(unnamed)";
}

/** Every `.example` address or mailbox in a text. */
export function exampleAddresses(text: string): string[] {
  const urls = (text.match(EXAMPLE_URL) ?? []).map((url) => url.replace(/[.,;:!?]+$/, ""));
  return [...urls, ...(text.replace(EXAMPLE_URL, " ").match(EXAMPLE_MAILBOX) ?? [])];
}

/**
 * The placeholders in `modules` (a module's name -> its exports), in module order; each address
 * and image once, at the first place it was found; each record once.
 */
export function findPlaceholders(modules: Record<string, unknown>): Placeholder[] {
  const found: Placeholder[] = [];
  const seenValues = new Set<string>();
  const seenObjects = new WeakSet<object>();

  const add = (placeholder: Placeholder) => {
    const key = `${placeholder.kind}:${placeholder.value}`;
    if (placeholder.kind !== "text" && placeholder.kind !== "sample") {
      if (seenValues.has(key)) return;
      seenValues.add(key);
    }
    found.push(placeholder);
  };

  const walk = (value: unknown, where: string): void => {
    if (typeof value === "string") {
      for (const address of exampleAddresses(value)) add({ kind: "url", value: address, where });
      if (value.startsWith(EXAMPLE_IMAGE_DIR)) add({ kind: "image", value, where });
      return;
    }
    if (!value || typeof value !== "object" || seenObjects.has(value)) return;
    seenObjects.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${where}[${index}]`));
      return;
    }
    const record = value as Record<string, unknown>;
    if (record.sample === true) add({ kind: "sample", value: labelOf(record), where });
    if (typeof record.example === "string" && record.example.trim())
      add({ kind: "text", value: labelOf(record), where, detail: record.example });
    for (const [key, item] of Object.entries(record)) walk(item, where.endsWith("›") ? `${where} ${key}` : `${where}.${key}`);
  };

  for (const [name, exports] of Object.entries(modules)) walk(exports, `${name} ›`);
  return found.map((placeholder) => ({ ...placeholder, where: placeholder.where.replace(/ ›$/, "") }));
}

/** One line per kind: "3 urls, 2 images, 4 samples, 5 texts". */
export function countByKind(placeholders: readonly Placeholder[]): Record<PlaceholderKind, number> {
  const counts: Record<PlaceholderKind, number> = { url: 0, image: 0, sample: 0, text: 0 };
  for (const placeholder of placeholders) counts[placeholder.kind] += 1;
  return counts;
}
