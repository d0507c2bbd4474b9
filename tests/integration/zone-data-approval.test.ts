// ZONE_DATA_APPROVAL=required, against a real local sheet and the store on PGlite: the site
// serves the approved zone dataset only; what the sheet answers becomes one proposed version
// (submitted by the sheet, waiting for a principal), not again while it is open or live, and
// pages show it once a principal approves it. A sheet that fails a view proposes nothing.
import { approveAsRead } from "./support/approve-as-read";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSnapshot, deskRules, deskSeeds } from "~/.server/content-store/desk-kinds";
import { openContentStore, type ContentStore } from "~/.server/content-store/store";
import { advisorUsers } from "~/.server/db/schema";
import { firmDay } from "~/.server/firm-day";
import { approvedDataset, approvedZoneData, proposeFromSheet, SHEET_ACTOR, viewOfZoneData } from "~/.server/zone-data/approved-zone-data";
import { createZoneDataService } from "~/.server/zone-data/service";
import { startFakeSheet } from "../support/fake-sheet.js";
import { backends, openForSuite } from "./support/databases";

describe("zone data under ZONE_DATA_APPROVAL=required", () => {
  const suite = openForSuite(backends[0]!);
  let sheetServer: Awaited<ReturnType<typeof startFakeSheet>>;
  let store: ContentStore;
  beforeAll(async () => {
    sheetServer = await startFakeSheet();
    store = await openContentStore({ db: suite.database.db, rules: deskRules, build: buildSnapshot, seeds: deskSeeds, pollMs: 60_000 });
  });
  afterAll(async () => {
    await store.stop();
    await sheetServer.close();
  });
  const sheet = () =>
    createZoneDataService({
      sourceUrl: sheetServer.url,
      timeoutMs: 2000,
      cacheTtlMs: 1,
      failureTtlMs: 1,
      allowLoopbackRedirect: true,
      log: () => {},
    });
  const served = () => approvedZoneData(async () => approvedDataset(store.current()));
  const proposals = () => store.list({ kind: "zone-data", status: ["draft", "submitted", "returned", "approved"] });

  it("serves the approved dataset, proposes the sheet's once, and shows it after a principal approves", async () => {
    const before = await served().load({ zone: 4, account: "qualified" });
    expect(before.source).toBe("built-in");

    await proposeFromSheet(store, sheet());
    await proposeFromSheet(store, sheet());
    const [proposal, ...more] = await proposals();
    expect(more).toEqual([]);
    expect(proposal).toMatchObject({ status: "submitted", author: SHEET_ACTOR, number: 2 });
    // Still the approved figures while the proposal waits.
    expect((await served().load({ zone: 4, account: "qualified" })).zone.risklevel).toBe(before.zone.risklevel);

    const principal = { id: randomUUID(), email: "principal@firm.example" };
    await suite.database.db.insert(advisorUsers).values({
      ...principal,
      name: "P",
      firstName: "P",
      lastName: "L",
      firmName: "Firm",
      role: "staff",
      emailVerified: true,
      principal: true,
    });
    expect(await approveAsRead(store, principal, proposal!.id)).toMatchObject({ ok: true, version: { status: "published" } });
    const after = await served().load({ zone: 4, account: "qualified" });
    expect(after).toMatchObject({ source: "sheet", zone: { risklevel: "Sheet Risk 4" } });
    // The approved figures stand as of the firm's day a principal's approval published them
    // (02:00 UTC on March 3 is March 2 in New York), not the day they are read.
    const approved = approvedDataset(store.current())!;
    expect(after.dataAsOf).toBe(firmDay(new Date(approved.publishedAt)));
    const earlier = viewOfZoneData({ ...approved, publishedAt: "2026-03-03T02:00:00.000Z" }, { zone: 4, account: "qualified" });
    expect(earlier.dataAsOf).toBe("2026-03-02");
    expect(after.dataVersion).not.toBe(before.dataVersion);

    // The live dataset is not proposed again; a revised sheet is.
    await proposeFromSheet(store, sheet());
    expect(await proposals()).toEqual([]);
    sheetServer.revise();
    await proposeFromSheet(store, sheet());
    expect((await proposals()).map((version) => version.number)).toEqual([3]);
  });

  it("proposes nothing when the sheet fails a view", async () => {
    const open = (await proposals()).length;
    sheetServer.behave({ allocation: "status-500" });
    try {
      sheetServer.revise();
      await proposeFromSheet(store, sheet());
    } finally {
      sheetServer.reset();
    }
    expect((await proposals()).length).toBe(open);
  });
});
