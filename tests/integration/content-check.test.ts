// `npm run content:check` runs the content's compliance rules and fails while any finds
// something; the production server warns about the findings at start, and with SITE_STAGE=live
// refuses to start, naming each.
import { releasedPages, releaseFingerprint } from "~/.server/releases/page-words";
import { releaseFindings } from "~/.server/releases/store";
import { sampleDocumentWords } from "~/.server/releases/sample-documents";
import { releasedRenders } from "../../server/release-renders";
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it, onTestFinished } from "vitest";
import { contentFindings } from "~/.server/content-review";
import { contentPlaceholders } from "~/.server/content-placeholders";
import { exampleContent } from "~/.server/published/example-content";
import { LIVE_STAGE_SETTINGS } from "~/.server/settings";
import { externalLinks } from "~/content/site";
import { freePort, seedDataDir, startAppServer } from "../support/app-server.js";

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
  it("lists every finding under its rule, with where it is, and exits 1 while any remains", async () => {
    const expected = contentFindings();
    // The listing and its JSON form, two runs of the command at once.
    const [{ code, stdout }, json] = await Promise.all([contentCheck(), contentCheck("--json")]);
    expect(code).toBe(1);
    expect(stdout).toContain(`${expected.length} findings in the content`);
    expect(stdout).toContain(`[placeholder] Placeholder the firm must replace: ${contentPlaceholders().length}`);
    expect(stdout).toMatch(/\[figure-period\] Figure without its period[^\n]*: 3\n/);
    // The zones' targets, gross of fees alone.
    expect(stdout).toContain("app/content/hypothetical.ts › zoneProjectionBasis");
    for (const url of Object.values(externalLinks)) expect(stdout).toContain(url);
    expect(stdout).toContain("app/content/site.ts › externalLinks.scheduling");
    expect(stdout).toContain("app/content/leaders.ts › leaders[0].imageUrl");
    expect(stdout).toContain("app/content/commentary/asset-location.md");
    expect(stdout).toContain("app/content/models.ts › investmentModels[0].statsDates");
    // The example models placed in zones publish no drawdown to check them against (the firm's figures).
    expect(stdout).toContain("RS S&P 500 Balanced (model 3) is placed in zones 1, 2, 3, 4, 5, 6 but publishes neither");
    // The site's own words pass: no forbidden phrase, no borrowed record.
    expect(stdout).not.toMatch(/\[(forbidden-phrase|borrowed-record|stale-figure)\]/);
    expect(stdout).not.toContain("is placed in zones whose max-drawdown target is smaller");
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual(expected);
  });
});

describe("the production server at start", () => {
  it("warns once with the count by rule, and serves", async () => {
    const app = await startAppServer();
    try {
      const lines = app
        .output()
        .split("\n")
        .filter((line) => line.includes('"event":"content.findings"'));
      expect(lines).toHaveLength(1);
      // A fresh database publishes the example content: each item is also unapproved, and so is
      // the release of the fixed pages.
      const published = exampleContent();
      const findings = contentFindings(new Date(), published);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: "warn",
        count: findings.length + 1,
        placeholder: contentPlaceholders().length,
        "figure-period": 3,
        unapproved: Object.keys(published.stamps).length + 1,
      });
      expect((await fetch(`${app.baseURL}/etfs`)).status).toBe(200);
    } finally {
      await app.stop();
    }
  });

  it("with SITE_STAGE=live refuses to start while the content check finds anything, naming each finding", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "site-data-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    // The run's migrated database: the check follows the opening of what the site publishes.
    seedDataDir(dataDir);
    const child = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        SITE_STAGE: "live",
        ...LIVE_STAGE_SETTINGS,
        SITE_URL: "https://advisors.example.com",
        SMTP_URL: "smtp://127.0.0.1:9",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // A server that started after all is stopped when the test ends (it fails on its timeout).
    onTestFinished(() => void (child.exitCode === null && child.kill("SIGKILL")));
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const [code] = (await once(child, "exit")) as [number | null];
    expect(code).toBe(1);
    // A fresh database publishes the example content, none of it approved by a principal, and
    // the release of the fixed pages it serves has no principal's approval either.
    // Its pages: those prerendered, those rendered at start, and the sample documents.
    const pages = releasedPages("build/client");
    expect(pages.map((each) => each.path)).toEqual(
      expect.arrayContaining(["/", "/about", "/privacy", "the header and footer of every page"]),
    );
    const count = pages.length + releasedRenders(LIVE_STAGE_SETTINGS.ZONE_PROJECTIONS).length + (await sampleDocumentWords()).length;
    const release = { fingerprint: releaseFingerprint(pages), pages, firstServedAt: new Date(), approvedByEmail: null, approvedAt: null };
    const findings = [...contentFindings(new Date(), exampleContent()), ...releaseFindings(release)];
    expect(output).toContain(`SITE_STAGE=live: the site does not start while the content check finds anything (${findings.length} found`);
    // Each finding on a line of its own (the built server walks the modules' exports in its own
    // order, so a value found in two places may be named at the other one).
    const printed = output.split("\n").filter((line) => line.startsWith("  ["));
    expect(printed).toHaveLength(findings.length);
    for (const finding of findings)
      expect(printed.some((line) => line.startsWith(`  [${finding.rule}] `) && line.endsWith(`: ${finding.message}`))).toBe(true);
    expect(output).toMatch(new RegExp(`\\[unapproved\\] release [0-9a-f]{12} \\(the fixed pages, ${count}\\)`));
    expect(output).toContain("[figure-period] app/content/models.ts › investmentModels[0].statsDates: RS S&P 500 Balanced (model 3)");
    expect(output.match(/"event":"content\.launch_blocked"/g)).toHaveLength(findings.length);
    expect(output).not.toContain("Serving on");
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
