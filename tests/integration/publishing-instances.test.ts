// Two production servers on one PostgreSQL database, as the firm runs them behind a proxy: an
// article and a quarter's model figures (from the desk's CSV format), approved by a principal
// through the content store, show on both within 5 seconds, with no build and no restart; a
// page nothing changed keeps its prerendered answer.
import { approveAsRead } from "./support/approve-as-read";
import { firmDay } from "~/.server/firm-day";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSnapshot, deskRules, deskSeeds } from "~/.server/content-store/desk-kinds";
import { openContentStore, type ContentStore } from "~/.server/content-store/store";
import { openDatabase, type Database } from "~/.server/db/database";
import { capturesOf } from "~/.server/content-store/page-captures";
import { advisorUsers } from "~/.server/db/schema";
import type { ModelFiguresBody } from "~/lib/content-desk/bodies";
import { importModelFiguresCsv } from "~/lib/content-desk/model-figures-csv";
import { startAppServer } from "../support/app-server.js";
import { startPostgres, type Postgres } from "./support/postgres";

type App = Awaited<ReturnType<typeof startAppServer>>;

const csv = [
  "[performance]",
  "model,start,end,net_return,gross_return,benchmark_return,inception,benchmark,fee_note",
  '3,2025-01-01,2025-12-31,5.4,6.4,7.1,2019-04-01,S&P 500 Total Return Index,"Net of the highest model fee, 1.00% a year, deducted monthly"',
  "3,2021-01-01,2025-12-31,8.0,9.0,9.5,,,",
  "3,2019-04-01,2025-12-31,7.5,8.5,8.9,,,",
  "",
  "[statistics]",
  "model,statistic,value,from,to,benchmark",
  "3,sharpe_ratio,1.31,2019-04-01,2025-12-31,S&P 500 Total Return Index",
  "3,down_capture,41.07%,2019-04-01,2025-12-31,S&P 500 Total Return Index",
  // Model 3 is placed in zones 1-9: its worst drawdown is within zone 1's 5% target.
  "3,max_drawdown,-4.8%,2019-04-01,2025-12-31,",
].join("\r\n");

/** Ask `url` until its page holds `text`; the moment it did, or a failure after 5 s. */
async function seen(url: string, text: string, since: number): Promise<number> {
  for (;;) {
    const page = await (await fetch(url)).text();
    if (page.includes(text)) return Date.now() - since;
    if (Date.now() - since > 5000) throw new Error(`${url} did not show "${text}" within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a publication on two instances of the site", () => {
  let postgres: Postgres;
  let database: Database;
  let store: ContentStore;
  let apps: App[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "publishing-"));
  beforeAll(async () => {
    postgres = await startPostgres();
    const env = { DATABASE_URL: postgres.url, AUTH_SECRET: "a key the two instances of this test share, 48+ characters" };
    apps = await Promise.all([startAppServer(env), startAppServer(env)]);
    database = await openDatabase({ databaseUrl: postgres.url, dataDir: dir });
    store = await openContentStore({ db: database.db, rules: deskRules, build: buildSnapshot, seeds: deskSeeds, pollMs: 60_000 });
  }, 120_000);
  afterAll(async () => {
    store?.stop();
    await Promise.all(apps.map((app) => app.stop()));
    await database?.close();
    await postgres?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("shows an approved article and model figures on both within 5 s, and leaves other pages as they were", async () => {
    const staff = async (principal: boolean) => {
      const person = { id: randomUUID(), email: `${randomUUID().slice(0, 8)}@firm.example` };
      await database.db.insert(advisorUsers).values({
        ...person,
        name: "S",
        firstName: "Sam",
        lastName: "Ray",
        firmName: "Firm",
        role: "staff",
        emailVerified: true,
        principal,
      });
      return person;
    };
    const [editor, principal] = [await staff(false), await staff(true)];
    const etag = async (app: App) => (await fetch(`${app.baseURL}/about`)).headers.get("etag");
    const aboutBefore = await Promise.all(apps.map(etag));

    const article = await store.createDraft(editor, {
      kind: "commentary",
      itemKey: "quarter-in-review",
      title: "The quarter in review",
      body: {
        title: "The quarter in review",
        summary: "What moved the models this quarter.",
        author: "Sam Ray",
        date: firmDay(),
        reviewBy: "2027-05-20",
        markdown: "Rates fell and **bonds** rallied.",
        sample: false,
      },
    });
    const live = (store.current().models.find((model) => model.id === 3) ?? {}) as ModelFiguresBody & { example?: string };
    const imported = importModelFiguresCsv(csv, { 3: { stats: [], targets: [], riskNote: live.riskNote } });
    if (!article.ok || !imported.ok) throw new Error(JSON.stringify({ article, imported }));
    const figures = await store.createDraft(editor, {
      kind: "model-figures",
      itemKey: "3",
      title: "Model 3, Q4 2025",
      body: imported.bodies[0]!.body,
    });
    if (!figures.ok) throw new Error(JSON.stringify(figures));
    for (const id of [article.version.id, figures.version.id]) {
      const submitted = await store.submit(editor, id);
      expect(submitted, JSON.stringify(submitted)).toMatchObject({ ok: true });
    }

    const since = Date.now();
    for (const id of [article.version.id, figures.version.id])
      expect(await approveAsRead(store, principal, id)).toMatchObject({ ok: true });
    for (const app of apps) {
      expect(await seen(`${app.baseURL}/commentary/quarter-in-review`, "bonds</strong> rallied", since)).toBeLessThan(5000);
      expect(await seen(`${app.baseURL}/commentary`, "The quarter in review", since)).toBeLessThan(5000);
      expect(await seen(`${app.baseURL}/models/3`, "41.07%", since)).toBeLessThan(5000);
    }
    expect(await Promise.all(apps.map(etag))).toEqual(aboutBefore);

    // Each page the publications changed is kept as the site showed it, once, whichever instance rendered it first.
    const captured = async () => capturesOf(database.db, [article.version.id, figures.version.id]);
    while (
      (await captured()).filter((capture) => capture.path === "/models/3" || capture.path === "/commentary/quarter-in-review").length < 2
    ) {
      if (Date.now() - since > 10_000) throw new Error("the changed pages were not captured");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pages = await captured();
    const page = (path: string) => pages.find((capture) => capture.path === path);
    expect(page("/commentary/quarter-in-review")).toMatchObject({
      versionId: article.version.id,
      status: 200,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(page("/commentary/quarter-in-review")?.html).toContain("bonds</strong> rallied");
    expect(page("/models/3")).toMatchObject({ versionId: figures.version.id });
    expect(page("/models/3")?.html).toContain("41.07%");
    expect(page("/about")).toBeUndefined();
  });
});
