// The advisor's side of signals, through the routes' own loaders with real sessions on both
// storage back ends: /signals lists the published signals (newest first, by model) to a
// signed-in advisor and only its description to a visitor; /signals/{id} shows one; the weights
// and trades download as CSV; the dashboard lists signals since the last visit and saved views
// whose zone holds a model that changed since they were saved, and the saved view says so.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AccountServices } from "~/.server/accounts/services";
import { recordSignIn } from "~/.server/accounts/visits";
import type { Database } from "~/.server/db/database";
import { advisorUsers } from "~/.server/db/schema";
import { accountsContext, storageContext, zoneDataContext } from "~/.server/load-context";
import { createSavedView } from "~/.server/saved-views/store";
import { modelSubject, setFollowing } from "~/.server/signals/subscriptions";
import { publishedContentContext } from "~/.server/load-context";
import { exampleContent } from "~/.server/published/example-content";
import type { PublishedContent } from "~/lib/content-desk/contract";
import { createZoneDataService } from "~/.server/zone-data/service";
import { investmentModels } from "~/content/models";
import { loader as weightsLoader } from "~/routes/advisor/downloads-model-weights";
import { loader as tradesLoader } from "~/routes/advisor/downloads-signal-trades";
import { loadDashboard } from "~/routes/advisor/dashboard.server";
import { loadSavedView } from "~/routes/advisor/saved-view.server";
import { loadSignal } from "~/routes/signal.server";
import { loadSignals } from "~/routes/signals.server";
import { eq } from "drizzle-orm";
import { makeAdvisor, PASSWORD, SITE, withAccountServices } from "./support/accounts";
import { backends } from "./support/databases";
import { testSignal } from "./support/signal-followers";

type Outcome = { status: number; location?: string; body?: unknown; headers?: Headers };

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("Location") ?? undefined, headers: answer.headers };
  const { init, data } = answer as { init?: ResponseInit | null; data: unknown };
  return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers) };
}

const older = { ...testSignal("v1", 3), id: "model-3-2026-10", title: "October change", publishedAt: "2026-10-01T12:00:00.000Z" };
// Published at 9 pm at the firm (New York), already the next day in UTC.
const newer = { ...testSignal("v2", 3), id: "model-3-2026-11", title: "November change", publishedAt: "2026-11-21T02:00:00.000Z" };
const other = { ...testSignal("v3", 2), id: "model-2-2026-11", title: "Income change", publishedAt: "2026-11-10T12:00:00.000Z" };
const published: PublishedContent = {
  ...exampleContent(),
  models: investmentModels,
  signals: [older, other, newer],
  holdings: {
    3: {
      asOf: "2026-11-20",
      positions: [
        { ticker: "SPY", name: "SPDR S&P 500 ETF", weight: 60 },
        { ticker: "AGG", name: 'iShares Core US Aggregate Bond ETF, "Core"', weight: 40 },
      ],
    },
  },
};

describe.each(backends)("signals for advisors on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));

  const contextWith = (content: PublishedContent) =>
    new RouterContextProvider(
      new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
        [storageContext, Promise.resolve(accounts.base)],
        [accountsContext, Promise.resolve(accounts)],
        [zoneDataContext, createZoneDataService({ timeoutMs: 1_000, cacheTtlMs: 0 })],
        [publishedContentContext, content],
      ]),
    );
  const context = () => contextWith(published);

  async function signedIn(email: string): Promise<{ cookie: string; id: string }> {
    await makeAdvisor(accounts, email);
    const auth = accounts.authFor(new Request(SITE));
    const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    const [user] = await database.db.select({ id: advisorUsers.id }).from(advisorUsers).where(eq(advisorUsers.email, email));
    return { cookie: headers.getSetCookie()[0]!.split(";")[0]!, id: user!.id };
  }
  const get = (path: string, cookie?: string) => new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });

  it("lists the signals to an advisor, newest first and by model, and only the description to a visitor", async () => {
    const visitor = await outcome(() => loadSignals(get("/signals"), context()));
    expect(visitor.body).toEqual({ list: null });
    expect(visitor.headers?.get("Cache-Control")).toMatch(/public/);

    const { cookie } = await signedIn("jane@advisors.example");
    const all = await outcome(() => loadSignals(get("/signals", cookie), context()));
    expect(all.headers?.get("Cache-Control")).toBe("private, no-store");
    const titles = (body: unknown) => (body as { list: { signals: { title: string }[] } }).list.signals.map((signal) => signal.title);
    expect(titles(all.body)).toEqual(["November change", "Income change", "October change"]);
    // Dated by the firm's day.
    expect((all.body as { list: { signals: { publishedOn: string }[] } }).list.signals[0]!.publishedOn).toBe("2026-11-20");
    expect(titles((await outcome(() => loadSignals(get("/signals?model=3", cookie), context()))).body)).toEqual([
      "November change",
      "October change",
    ]);
    const unknown = await outcome(() => loadSignals(get("/signals?model=x", cookie), context()));
    expect(unknown.status).toBe(400);
    expect((unknown.body as { list: { problem: string } }).list.problem).toMatch(/no model/);
  });

  it("shows one signal to an advisor, sends a visitor to sign in, and answers 404 for an unknown one", async () => {
    expect((await outcome(() => loadSignal(get("/signals/model-3-2026-11"), context(), "model-3-2026-11"))).location).toBe(
      "/login?redirectTo=%2Fsignals%2Fmodel-3-2026-11",
    );
    const { cookie } = await signedIn("jane@advisors.example");
    const shown = await outcome(() => loadSignal(get("/signals/model-3-2026-11", cookie), context(), "model-3-2026-11"));
    expect(shown.body).toMatchObject({
      signal: { title: "November change", effectiveDate: "2026-12-01", trades: newer.trades },
      hasWeights: true,
    });
    expect((shown.body as { signal: { reasoningHtml: string } }).signal.reasoningHtml).toContain("<strong>add</strong>");
    expect(shown.body).not.toHaveProperty("signal.revisedOn");
    // A revision is dated beside the day the signal was first published, each the firm's day.
    const revision = { ...newer, firstPublishedAt: "2026-11-19T15:00:00.000Z", publishedAt: "2026-11-24T02:00:00.000Z" };
    const revised = await outcome(() =>
      loadSignal(get("/signals/model-3-2026-11", cookie), contextWith({ ...published, signals: [revision] }), "model-3-2026-11"),
    );
    expect(revised.body).toMatchObject({ signal: { publishedOn: "2026-11-19", revisedOn: "2026-11-23" } });
    // The list, ordered by the newest version, says so too.
    const list = await outcome(() => loadSignals(get("/signals", cookie), contextWith({ ...published, signals: [revision, older] })));
    expect(list.body).toMatchObject({
      list: { signals: [{ publishedOn: "2026-11-19", revisedOn: "2026-11-23" }, { title: "October change" }] },
    });
    expect((list.body as { list: { signals: object[] } }).list.signals[1]).not.toHaveProperty("revisedOn");
    expect((await outcome(() => loadSignal(get("/signals/nope", cookie), context(), "nope"))).status).toBe(404);
  });

  it("downloads the model's weights and a signal's trades as CSV", async () => {
    const { cookie } = await signedIn("jane@advisors.example");
    const weights = (await weightsLoader({
      request: get("/advisor/downloads/models/3/weights.csv", cookie),
      context: context(),
      params: { model: "3" },
    } as never)) as Response;
    expect(weights.status).toBe(200);
    expect(weights.headers.get("Content-Disposition")).toBe('attachment; filename="model-3-weights-2026-11-20.csv"');
    expect(await weights.text()).toBe(
      'ticker,name,weight,as_of\r\nSPY,SPDR S&P 500 ETF,60,2026-11-20\r\nAGG,"iShares Core US Aggregate Bond ETF, ""Core""",40,2026-11-20\r\n',
    );
    const none = (await weightsLoader({
      request: get("/advisor/downloads/models/2/weights.csv", cookie),
      context: context(),
      params: { model: "2" },
    } as never)) as Response;
    expect(none.status).toBe(404);
    const trades = (await tradesLoader({
      request: get("/advisor/downloads/signals/model-3-2026-11/trades.csv", cookie),
      context: context(),
      params: { signal: "model-3-2026-11" },
    } as never)) as Response;
    expect(await trades.text()).toBe(
      "ticker,name,weight_before,weight_after,effective_date,model_id\r\nSPY,SPDR S&P 500 ETF,50,60,2026-12-01,3\r\nAGG,iShares Core US Aggregate Bond ETF,50,40,2026-12-01,3\r\n",
    );
  });

  it("counts a first visit's changes from the registration", async () => {
    // Found in an advisor's review: a first visit said changes would be listed from the next sign-in, above a list of them.
    const { cookie, id } = await signedIn("first-visit@advisors.example");
    await database.db
      .update(advisorUsers)
      .set({ createdAt: new Date("2026-11-01T12:00:00Z") })
      .where(eq(advisorUsers.id, id));
    const dashboard = await outcome(() => loadDashboard(get("/advisor", cookie), context()));
    const body = dashboard.body as { since: unknown; changes: { kind: string; title?: string }[] };
    expect(body.since).toEqual({ day: "2026-11-01", from: "registration" });
    expect(body.changes.filter((change) => change.kind === "signal").map((change) => change.title)).toEqual([
      "November change",
      "Income change",
    ]);
  });

  it("lists on the dashboard the signals since the last visit and the saved views whose model changed since saved", async () => {
    const { cookie, id } = await signedIn("jane@advisors.example");
    // Signed in before on November 1: the November signals are new, October's is not.
    await recordSignIn(database.db, id, new Date("2026-11-01T00:00:00Z"));
    await recordSignIn(database.db, id, new Date("2026-11-25T00:00:00Z"));
    // Zone 3 (qualified) holds model 3; saved before its November change.
    const { id: viewId } = await createSavedView(
      database.db,
      id,
      { label: "Smith household", note: "", views: [{ zone: 3, account: "qualified" }], dataVersions: ["built-in"] },
      new Date("2026-11-15T00:00:00Z"),
    );
    const dashboard = await outcome(() => loadDashboard(get("/advisor", cookie), context()));
    const changes = (dashboard.body as { changes: { kind: string; title?: string; href: string; label?: string }[] }).changes;
    expect(changes.filter((change) => change.kind === "signal").map((change) => change.title)).toEqual([
      "November change",
      "Income change",
    ]);
    expect(changes.filter((change) => change.kind === "saved-view-signal")).toEqual([
      // Which of the label's views, and the firm's day it was saved (the evening before, in New York).
      expect.objectContaining({
        label: "Smith household",
        href: "/signals/model-3-2026-11",
        views: "Zone 3, Qualified Accounts",
        savedOn: "2026-11-14",
      }),
    ]);
    // The models followed, each with its newest signal; one unfollowed since is not listed.
    const models = [modelSubject(1), modelSubject(2), modelSubject(3)];
    await setFollowing(database.db, id, models, models);
    await setFollowing(database.db, id, [modelSubject(2)], []);
    // An older signal of model 3 revised after November's: November's is still the one in force last.
    const revised = {
      ...testSignal("v4", 3),
      id: "model-3-2026-09",
      title: "September change, revised",
      effectiveDate: "2026-09-01",
      publishedAt: "2026-11-24T12:00:00.000Z",
    };
    const followed = await outcome(() =>
      loadDashboard(get("/advisor", cookie), contextWith({ ...published, signals: [...published.signals, revised] })),
    );
    expect((followed.body as { following: unknown[] }).following).toEqual([
      { id: 1, name: expect.stringContaining("Money Market"), href: "/models/1" },
      {
        id: 3,
        name: expect.stringContaining("Balanced"),
        href: "/models/3",
        latest: { title: "November change", href: "/signals/model-3-2026-11", effectiveDate: newer.effectiveDate },
      },
    ]);
    const view = await outcome(() => loadSavedView(get(`/advisor/saved-views/${viewId}`, cookie), context(), viewId));
    expect((view.body as { modelSignals: unknown[] }).modelSignals).toEqual([
      { modelName: expect.stringContaining("Balanced"), title: "November change", href: "/signals/model-3-2026-11" },
    ]);
  });
});
