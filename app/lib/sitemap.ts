// sitemap.xml and robots.txt, built from the pages list and the commentary articles.

export type SitemapEntry = { path: string; lastModified?: string };

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The entries of the sitemap: every page of the site, then every article with its date. */
export function sitemapEntries(pagePaths: string[], articles: { path: string; date: string }[]): SitemapEntry[] {
  return [...pagePaths.map((path) => ({ path })), ...articles.map((article) => ({ path: article.path, lastModified: article.date }))];
}

/** A sitemap (sitemaps.org protocol) with absolute addresses on the given origin. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${lastModified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: every page may be crawled, and the sitemap is on the same origin. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${new URL("/sitemap.xml", origin).href}`, ""].join("\n");
}
