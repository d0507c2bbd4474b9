// `npm run content:check` lists the placeholders still in the content and fails while any
// remains; the production server says at start how many remain, once.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { contentPlaceholders } from "~/.server/content-placeholders";
import { externalLinks } from "~/content/site";
import { startAppServer } from "../support/app-server.js";

const run = promisify(execFile);

async function contentCheck(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, ["scripts/content-check.js", ...args], { timeout: 60_000 });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "" };
  }
}

describe("npm run content:check", () => {
  it("lists every placeholder with where it is and exits 1 while any remains", async () => {
    const expected = contentPlaceholders();
    const { code, stdout } = await contentCheck();
    expect(code).toBe(1);
    expect(stdout).toContain(`${expected.length} placeholders still in the content`);
    for (const url of Object.values(externalLinks)) expect(stdout).toContain(url);
    expect(stdout).toMatch(/url\s+app\/content\/site\.ts › externalLinks\.scheduling/);
    expect(stdout).toMatch(/image\s+app\/content\/leaders\.ts › leaders\[0\]\.imageUrl/);
    expect(stdout).toMatch(/sample\s+app\/content\/commentary\/asset-location\.md/);

    const json = await contentCheck("--json");
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual(expected);
  });

  it("is named once in the production server's log at start, with the count", async () => {
    const app = await startAppServer();
    try {
      const lines = app
        .output()
        .split("\n")
        .filter((line) => line.includes('"event":"content.placeholders"'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: "warn", count: contentPlaceholders().length });
    } finally {
      await app.stop();
    }
  });
});
