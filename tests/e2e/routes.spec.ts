// Every screen's 200, title, one h1, header and footer are checked with its accessibility
// (accessibility.spec.ts), in the same visit.
import { expect } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";

test("prerendered pages answer at the exact path, without a redirect hop", async ({ request }) => {
  const response = await request.get("/about", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("About");
});

test("fingerprinted assets are cached for a year", async ({ request }) => {
  // A page that hydrates names its route modules.
  const html = await (await request.get("/contact")).text();
  const script = /import \* as route0 from "([^"]+)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\//);
  const response = await request.get(script!);
  expect(response.headers()["cache-control"]).toContain("immutable");
});
