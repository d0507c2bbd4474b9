import { startAppServer } from "../support/app-server.js";
import { expect } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";

test("pages carry security headers and are compressed", async ({ request }) => {
  const response = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-encoding"]).toBe("gzip");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("/healthz answers ok once storage is open, and is never cached", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("a bad setting stops start-up with a message naming the variable", async () => {
  await expect(startAppServer({ ZONE_DATA_SOURCE_URL: "not a url" })).rejects.toThrow(/ZONE_DATA_SOURCE_URL: must be an http\(s\) URL/);
});
