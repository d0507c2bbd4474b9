// The Zone Navigator's memory of good answers: what its page reads to replace the answer it shows
// with a newer one fetched in the background, and nothing when the answer noted is the one shown.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchTables, knownTables, newerView, rememberView, subscribeToViews } from "~/components/zone-navigator/recent-views";
import { builtInView } from "~/content/zones";
import { builtInTablesFor } from "~/.server/zone-data/projections";
import { presentView } from "~/lib/zone-projections";
import type { ZoneSelection } from "~/lib/zones";

const answer = (selection: ZoneSelection, dataVersion: string) => presentView({ ...builtInView(selection), dataVersion }, "hidden");

describe("the newer answer a Zone Navigator page shows instead of its own", () => {
  it("is none when the page's own answer is noted, and the page's subscription is not called for it", () => {
    const shown = answer({ zone: 3, account: "qualified" }, "first");
    let calls = 0;
    const unsubscribe = subscribeToViews(() => calls++);
    expect(newerView(shown)).toBeUndefined();
    rememberView(shown);
    expect(newerView(shown)).toBeUndefined();
    expect(calls).toBe(1);
    rememberView(shown);
    expect(calls).toBe(1);
    unsubscribe();
  });

  it("is the answer that came after the shown one for the same view, and only for that view", () => {
    const shown = answer({ zone: 5, account: "non-qualified" }, "first");
    const other = answer({ zone: 6, account: "non-qualified" }, "first");
    rememberView(shown);
    rememberView(other);
    const fetched = answer({ zone: 5, account: "non-qualified" }, "second");
    rememberView(fetched);
    expect(newerView(shown)).toBe(fetched);
    expect(newerView(fetched)).toBeUndefined();
    expect(newerView(other)).toBeUndefined();
  });

  it("keeps no answer that came with a notice", () => {
    const shown = answer({ zone: 8, account: "qualified" }, "first");
    rememberView(shown);
    rememberView({ ...answer({ zone: 8, account: "qualified" }, "second"), notices: ["The sheet did not answer."] });
    expect(newerView(shown)).toBeUndefined();
  });
});

describe("the built-in tables a Zone Navigator page asks for", () => {
  const page = { cookie: "", documentElement: { dataset: {} as Record<string, string> } };
  afterEach(() => {
    // A sign-in forgets the tables, so no other test finds them.
    page.cookie = "advisor_hint=1";
    knownTables();
    vi.unstubAllGlobals();
  });

  async function fetched(tables: object) {
    vi.stubGlobal("document", page);
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(tables)));
    await fetchTables(new AbortController().signal);
    return knownTables();
  }

  it("are kept with their version and as-of day, and not when an older answer lacks the day (a cache's, after a release)", async () => {
    const { dataAsOf: _, ...older } = builtInTablesFor("shown");
    expect(await fetched(older)).toBeUndefined();
    expect(page.documentElement.dataset.zoneSwitch).toBeUndefined();
    expect(await fetched(builtInTablesFor("shown"))).toMatchObject({ dataAsOf: "2026-09-30" });
    expect(page.documentElement.dataset.zoneSwitch).toBe("instant");
  });
});
