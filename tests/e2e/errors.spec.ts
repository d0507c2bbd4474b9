import { expect } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";

test("an unknown path shows the not-found screen with status 404 and logs the path", async ({ page, browserErrors }) => {
  const logLine = /^console: 404 Error: User attempted to access non-existent route: \/no-such-page$/;
  browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 404/);
  browserErrors.expect(logLine);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => browserErrors.seen().some((line) => logLine.test(line))).toBe(true);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the error boundary shows the status and text of a router error", async ({ request }) => {
  // A form post to a page that takes none is answered by the router with 405.
  const response = await request.post("/etfs", { form: { anything: "1" } });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain("Unexpected Application Error!");
  expect(html).toContain("405 Method Not Allowed");
});
