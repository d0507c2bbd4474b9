// `npm run content:check -- --published` checks what the site publishes, read from the database
// with the server build: a published article's words with the copy, and every published
// version past its review-by date.
import { approveAsRead } from "./support/approve-as-read";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildSnapshot, deskRules, deskSeeds } from "~/.server/content-store/desk-kinds";
import { openContentStore } from "~/.server/content-store/store";
import { openDatabase } from "~/.server/db/database";
import { advisorUsers, siteReleases } from "~/.server/db/schema";
import { releasedPages, releaseFingerprint } from "~/.server/releases/page-words";
import { seededDataDir } from "./support/pglite-template";

const run = promisify(execFile);

describe("npm run content:check -- --published", () => {
  it("lists a published version whose review-by date has passed, by item and day", async () => {
    const dataDir = seededDataDir("content-check-");
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir });
    try {
      const store = await openContentStore({
        db: database.db,
        rules: deskRules,
        build: buildSnapshot,
        seeds: deskSeeds,
        pollMs: 60_000,
        now: () => new Date("2026-03-02T10:00:00Z"),
      });
      const [editor, principal] = [randomUUID(), randomUUID()].map((id) => ({ id, email: `${id.slice(0, 8)}@firm.example` }));
      for (const [person, isPrincipal] of [
        [editor!, false],
        [principal!, true],
      ] as const)
        await database.db.insert(advisorUsers).values({
          ...person,
          name: "S",
          firstName: "S",
          lastName: "R",
          firmName: "F",
          role: "staff",
          emailVerified: true,
          principal: isPrincipal,
        });
      const draft = await store.createDraft(editor!, {
        kind: "commentary",
        itemKey: "spring-outlook",
        title: "Spring outlook",
        body: {
          title: "Spring outlook",
          summary: "The season ahead.",
          author: "S R",
          date: "2026-03-01",
          reviewBy: "2026-09-01",
          markdown: "Text.",
          sample: false,
        },
      });
      if (!draft.ok) throw new Error("no draft");
      await store.submit(editor!, draft.version.id);
      expect(await approveAsRead(store, principal!, draft.version.id)).toMatchObject({ ok: true });
      await store.stop();
    } finally {
      await database.close();
    }

    const { stdout } = await run(process.execPath, ["scripts/content-check.js", "--published", "--json"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      timeout: 60_000,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const findings = JSON.parse(stdout) as { rule: string; where: string; message: string }[];
    const overdue = findings.filter((finding) => finding.rule === "review-overdue");
    expect(overdue).toEqual([
      expect.objectContaining({
        where: "commentary:spring-outlook (Spring outlook)",
        message: expect.stringMatching(/^to be reviewed by 2026-09-01, \d+ days ago/),
      }),
    ]);
    // The rest of what is published is checked too: the examples still carry their placeholders.
    expect(findings.some((finding) => finding.rule === "placeholder")).toBe(true);
    // Every item still in its example version is named as unapproved; the approved article is not.
    const unapproved = findings.filter((finding) => finding.rule === "unapproved").map((finding) => finding.where);
    expect(unapproved).toEqual(
      expect.arrayContaining(["model-figures:3", "fund-facts:RSMV", "zone-data:zones", "commentary:asset-location"]),
    );
    expect(unapproved).not.toContain("commentary:spring-outlook");
    // And so is the release of the fixed pages this build serves, which no principal approved.
    expect(unapproved.filter((where) => where.startsWith("release "))).toHaveLength(1);

    // Once the site recorded a release holding this build's pages as built (with those it renders
    // at start), and a principal approved it, the check of a script of its own finds it approved.
    const recorded = await openDatabase({ dataDir });
    try {
      const pages = [...releasedPages("build/client"), { path: "/models", sha256: "1".repeat(64), text: "Rendered at start." }];
      const at = new Date();
      await recorded.db.insert(siteReleases).values({
        fingerprint: releaseFingerprint(pages),
        pages,
        firstServedAt: at,
        approvedById: "principal",
        approvedByEmail: "principal@firm.example",
        approvedAt: at,
      });
    } finally {
      await recorded.close();
    }
    const again = await run(process.execPath, ["scripts/content-check.js", "--published", "--json"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      timeout: 60_000,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const releases = (JSON.parse(again.stdout) as { rule: string; where: string }[]).filter((finding) =>
      finding.where.startsWith("release "),
    );
    expect(releases).toEqual([]);
  });
});
