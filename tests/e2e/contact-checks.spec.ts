// The contact page is usable before the checks of a message arrive: they load when the
// visitor enters the form, and still run in the browser before anything is sent.
import { expect, open, test } from "./support/fixtures";
import { field, newClientAddress } from "./support/contact";

const isSchema = (url: string) => /\/assets\/contact-message-[\w-]+\.js$/.test(url);

test("the message checks load when the visitor enters the form, and still run before sending", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": newClientAddress() });
  const scripts: string[] = [];
  let posts = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    if (request.method() === "POST") posts += 1;
  });
  await open(page, "/contact");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(isSchema)).toEqual([]);

  const loaded = page.waitForRequest((request) => isSchema(request.url()));
  await field(page, "Name").focus();
  await loaded;

  await field(page, "Name").fill("J");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(field(page, "Name")).toHaveAccessibleDescription("Name must be at least 2 characters.");
  expect(posts).toBe(0);
});
