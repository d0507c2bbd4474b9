const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** Undo the HTML escaping React applies to text and attribute values. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!);
}

/** The document title and meta description of server-sent HTML (undefined when missing). */
export function headMetadata(html: string): { title?: string; description?: string } {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return {
    title: title === undefined ? undefined : decodeEntities(title),
    description: description === undefined ? undefined : decodeEntities(description),
  };
}
