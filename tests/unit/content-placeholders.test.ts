// What the firm still has to supply: found in the content by rule (an address on `.example`, a
// picture under /images/examples/, a `sample` item, a record marked `example`), listed where
// it is edited, and no longer listed once replaced.
import { describe, expect, it } from "vitest";
import { contentPlaceholders } from "~/.server/content-placeholders";
import { leaders } from "~/content/leaders";
import { mediaPage } from "~/content/media";
import { externalLinks, site } from "~/content/site";
import { countByKind, exampleAddresses, findPlaceholders } from "~/lib/placeholders";

describe("the rules", () => {
  it("find example addresses and mailboxes in any text, and nothing on real domains", () => {
    expect(exampleAddresses("Book at https://booking.firm.example/meet?x=1, or write to team@firm.example.")).toEqual([
      "https://booking.firm.example/meet?x=1",
      "team@firm.example",
    ]);
    for (const text of [
      "https://example.com/a",
      "https://www.example.org",
      "mail@example.com",
      "an example of a plan",
      "https://firm.examples.com",
    ]) {
      expect(exampleAddresses(text), text).toEqual([]);
    }
  });

  it("name each kind where it is found, each address once, and a record by its name", () => {
    const found = findPlaceholders({
      "links.ts": { links: { book: "https://book.firm.example/a", again: "https://book.firm.example/a", real: "https://firm.com" } },
      "people.ts": {
        people: [
          { name: "Jane Doe", photo: "/images/examples/jane.svg", example: "name and biography" },
          { name: "Real Person", photo: "/images/jane.jpg" },
        ],
      },
      "news.ts": {
        items: [
          { title: "Sample release", sample: true },
          { title: "Real release", sample: false },
        ],
      },
    });
    expect(found).toEqual([
      { kind: "url", value: "https://book.firm.example/a", where: "links.ts › links.book" },
      { kind: "text", value: "Jane Doe", where: "people.ts › people[0]", detail: "name and biography" },
      { kind: "image", value: "/images/examples/jane.svg", where: "people.ts › people[0].photo" },
      { kind: "sample", value: "Sample release", where: "news.ts › items[0]" },
    ]);
    expect(countByKind(found)).toEqual({ url: 1, image: 1, sample: 1, text: 1 });
  });

  it("list nothing once every value is the firm's own", () => {
    expect(
      findPlaceholders({ "site.ts": { site: { brand: "Real Firm", email: "team@realfirm.com" }, link: "https://realfirm.com/book" } }),
    ).toEqual([]);
  });
});

describe("the site's content today", () => {
  const placeholders = contentPlaceholders();
  const values = (kind: string) => placeholders.filter((placeholder) => placeholder.kind === kind).map((placeholder) => placeholder.value);

  it("lists every example address once, where it is edited: site.ts", () => {
    const urls = placeholders.filter((placeholder) => placeholder.kind === "url");
    expect(urls.map((url) => url.value).sort()).toEqual([...Object.values(externalLinks), site.email, site.pressEmail].sort());
    for (const url of urls) expect(url.where).toMatch(/^app\/content\/site\.ts › (externalLinks|site)\./);
  });

  it("lists the leaders' example profiles and photos, the brand, and every sample article and press item", () => {
    expect(values("image")).toEqual(leaders.map((leader) => leader.imageUrl));
    expect(values("text")).toEqual(expect.arrayContaining([site.brand, ...leaders.map((leader) => leader.name)]));
    const samples = values("sample");
    for (const item of [...mediaPage.pressReleases.items, ...mediaPage.coverage.items]) expect(samples).toContain(item.title);
    expect(samples.filter((title) => title.startsWith("Sample: "))).toHaveLength(3);
    expect(
      placeholders.find((placeholder) => placeholder.value === "Sample: Placing Assets Across Qualified and Non-Qualified Accounts")?.where,
    ).toBe("app/content/commentary/asset-location.md");
  });
});
