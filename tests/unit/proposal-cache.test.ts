// The visitors' proposal cache: one drawing per key however many ask at once, a bounded number
// of entries (least recently used dropped first), failed drawings not kept, and a key made of
// what the proposal shows and nothing else.
import { describe, expect, it } from "vitest";
import { createProposalCache, proposalKey } from "~/.server/pdf/proposal-cache";

const view = (
  zone: number,
  account: "qualified" | "non-qualified",
  dataVersion = "0123456789ab",
  notices: string[] = [],
  dataAsOf = "2026-02-27",
) => ({ selection: { zone, account }, dataVersion, dataAsOf, notices }) as Parameters<typeof proposalKey>[0][number];

describe("createProposalCache", () => {
  it("draws once for requests that come while the drawing runs and after it", async () => {
    const cache = createProposalCache(4);
    let drawings = 0;
    let finish!: (pdf: Buffer) => void;
    const draw = () => {
      drawings++;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const waiting = [cache.reuse("a", draw), cache.reuse("a", draw)];
    finish(Buffer.from("%PDF-a"));
    expect((await Promise.all(waiting)).map(String)).toEqual(["%PDF-a", "%PDF-a"]);
    expect(String(await cache.reuse("a", draw))).toBe("%PDF-a");
    expect(drawings).toBe(1);
  });

  it("keeps at most its number of entries, dropping the least recently used", async () => {
    const cache = createProposalCache(2);
    const drawn: string[] = [];
    const draw = (key: string) => () => (drawn.push(key), Promise.resolve(Buffer.from(key)));
    await cache.reuse("a", draw("a"));
    await cache.reuse("b", draw("b"));
    await cache.reuse("a", draw("a"));
    await cache.reuse("c", draw("c"));
    await cache.reuse("a", draw("a"));
    await cache.reuse("b", draw("b"));
    expect(drawn).toEqual(["a", "b", "c", "b"]);
  });

  it("draws again after a failed drawing", async () => {
    const cache = createProposalCache(2);
    await expect(cache.reuse("a", () => Promise.reject(new Error("font missing")))).rejects.toThrow("font missing");
    expect(String(await cache.reuse("a", () => Promise.resolve(Buffer.from("ok"))))).toBe("ok");
  });
});

describe("proposalKey", () => {
  it("is the views in order with their data versions and as-of days, the projections and the day", () => {
    const key = proposalKey([view(3, "qualified"), view(5, "non-qualified", "ba9876543210")], "shown", "2026-03-01");
    expect(key).toBe("2026-03-01|shown|3-qualified@0123456789ab@2026-02-27|5-non-qualified@ba9876543210@2026-02-27");
    // The same data read on its own day while its record was late is another drawing.
    const readToday = view(5, "non-qualified", "ba9876543210", [], "2026-03-01");
    expect(proposalKey([view(3, "qualified"), readToday], "shown", "2026-03-01")).not.toBe(key);
    expect(proposalKey([view(5, "non-qualified", "ba9876543210"), view(3, "qualified")], "shown", "2026-03-01")).not.toBe(key);
    expect(proposalKey([view(3, "qualified"), view(5, "non-qualified", "ba9876543210")], "hidden", "2026-03-01")).not.toBe(key);
    expect(proposalKey([view(3, "qualified"), view(5, "non-qualified", "ba9876543210")], "shown", "2026-03-02")).not.toBe(key);
  });

  it("keeps nothing of a view with a notice or without a data version", () => {
    expect(
      proposalKey([view(3, "qualified", "0123456789ab", ["Unable to load zone data: timeout"])], "shown", "2026-03-01"),
    ).toBeUndefined();
    expect(proposalKey([view(3, "qualified", "")], "hidden", "2026-03-01")).toBeUndefined();
  });
});
