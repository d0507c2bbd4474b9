import { describe, expect, it } from "vitest";
import { pages } from "~/content/pages";
import { robotsTxt, sitemapEntries, sitemapXml } from "~/lib/sitemap";
import routes from "~/routes";

describe("sitemap", () => {
  it("lists every page and article as an absolute address on the request's origin", () => {
    const xml = sitemapXml(
      "https://advisors.example.com",
      sitemapEntries(["/", "/about"], [{ path: "/commentary/asset-location", date: "2026-09-08" }]),
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain("<url><loc>https://advisors.example.com/</loc></url>");
    expect(xml).toContain("<url><loc>https://advisors.example.com/about</loc></url>");
    expect(xml).toContain("<url><loc>https://advisors.example.com/commentary/asset-location</loc><lastmod>2026-09-08</lastmod></url>");
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("escapes characters that XML reserves", () => {
    expect(sitemapXml("http://localhost:3000", [{ path: "/a?b=1&c=2" }])).toContain("<loc>http://localhost:3000/a?b=1&amp;c=2</loc>");
  });

  it("points robots.txt at the sitemap of the same origin", () => {
    expect(robotsTxt("https://advisors.example.com")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://advisors.example.com/sitemap.xml\n",
    );
  });

  it("cannot drift from the route table: every static page route has an entry in the pages list", () => {
    const staticPagePaths = routes
      .map((route) => (route.index ? "/" : `/${route.path}`))
      .filter((path) => path !== "/*" && !path.includes(":") && !/\.(xml|txt|json|csv|pdf)$/.test(path));
    expect(staticPagePaths.length).toBeGreaterThan(10);
    expect(Object.keys(pages).sort()).toEqual(staticPagePaths.sort());
  });
});
