import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pages, prerenderPaths } from "~/content/pages";
import { accountLinks, externalLinks, footerNav, primaryNav, site } from "~/content/site";
import routes from "~/routes";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const routePaths = new Set(routes.map((route) => (route.index ? "/" : `/${route.path}`)));
const internalLinks = [
  primaryNav.home,
  primaryNav.contact,
  accountLinks.login,
  accountLinks.signUp,
  ...primaryNav.groups.flatMap((group) => group.items),
  ...footerNav.flatMap((group) => group.items),
];

describe("site config", () => {
  it("has every external address as an https URL", () => {
    for (const url of Object.values(externalLinks)) expect(url).toMatch(/^https:\/\/[^\s]+$/);
  });

  it("sends Sign Up to the registration page, not the booking page", () => {
    expect(accountLinks.signUp.href).toBe("/signup");
    expect(accountLinks.signUp.href).not.toBe(externalLinks.scheduling);
  });

  it("links only to screens the route table has", () => {
    for (const link of internalLinks) {
      const path = link.href.split("#")[0]!;
      expect(routePaths, `${link.label} -> ${link.href}`).toContain(path);
    }
  });

  it("gives every page of the table a title and description, each unique", () => {
    const entries = Object.values(pages);
    expect(new Set(entries.map((page) => page.title)).size).toBe(entries.length);
    for (const page of entries) {
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.description.length).toBeGreaterThan(20);
    }
    for (const path of Object.keys(pages)) expect(routePaths).toContain(path);
  });

  it("prerenders the content pages and the forms everyone gets alike, but not the request-dependent ones", () => {
    const paths = prerenderPaths();
    expect(paths).toEqual(expect.arrayContaining(["/about", "/contact", "/login"]));
    for (const path of ["/zone-navigator", "/models", "/signals", "/reset-password"]) expect(paths).not.toContain(path);
  });

  it("writes the brand name and external addresses only in the site config", () => {
    const offenders = sourceFiles("app")
      .filter((file) => !file.endsWith(join("content", "site.ts")))
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        return text.includes(site.brand) || Object.values(externalLinks).some((url) => text.includes(url));
      });
    expect(offenders).toEqual([]);
  });
});
