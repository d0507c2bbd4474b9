import { expect, open, test } from "./support/fixtures";
import { screens } from "./support/routes";

for (const screen of screens) {
  test(`${screen.path} answers 200 with its title and one h1, without errors`, async ({ page }) => {
    const response = await open(page, screen.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(screen.title);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

test("prerendered pages answer at the exact path, without a redirect hop", async ({ request }) => {
  const response = await request.get("/about", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("About");
});

test("fingerprinted assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = /import \* as route0 from "([^"]+)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\//);
  const response = await request.get(script!);
  expect(response.headers()["cache-control"]).toContain("immutable");
});
