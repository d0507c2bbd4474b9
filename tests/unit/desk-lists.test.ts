// The desk's lists worked out from the store's versions: items by kind, what is due for review
// (most overdue first), the archive by day, and a body's lines without JSON.
import { describe, expect, it } from "vitest";
import { bodyLines } from "~/components/desk/body-lines";
import type { ContentVersion } from "~/lib/content-desk/contract";
import { archiveOf, dueForReview, itemsByKind } from "~/routes/staff/desk-lists.server";
import { formKinds } from "~/routes/staff/desk-forms.server";
import { kindsWithNewForm } from "~/content/desk";

it("offers a New link on the desk for every kind the editor has a form for, signals included", () => {
  expect([...kindsWithNewForm].sort()).toEqual([...formKinds].sort());
});

let next = 0;
function version(overrides: Partial<ContentVersion>): ContentVersion {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`,
    kind: "commentary",
    itemKey: "outlook",
    number: 1,
    status: "draft",
    title: "Outlook",
    body: {},
    contentHash: null,
    example: false,
    author: { id: "a", email: "ann@firm.example" },
    createdAt: new Date("2026-01-01T00:00:00Z"),
    updatedAt: new Date("2026-01-01T00:00:00Z"),
    submittedAt: null,
    reviewer: null,
    reviewedAt: null,
    returnNote: null,
    publishAt: null,
    publishedAt: null,
    replacedAt: null,
    retiredAt: null,
    reviewBy: null,
    ...overrides,
  };
}

describe("the desk's items by kind", () => {
  it("gives each item its live version and the versions still being worked on, newest first", () => {
    const live = version({ number: 1, status: "published", publishedAt: new Date("2026-02-01T00:00:00Z") });
    const returned = version({ number: 2, status: "returned" });
    const draft = version({ number: 3, status: "draft" });
    const other = version({ kind: "media", itemKey: "press", title: "Press", status: "submitted" });
    const kinds = itemsByKind([live, returned, draft, other]);
    const commentary = kinds.find((group) => group.kind === "commentary")!;
    expect(commentary.items).toHaveLength(1);
    expect(commentary.items[0]!.live?.id).toBe(live.id);
    expect(commentary.items[0]!.open.map((each) => each.number)).toEqual([3, 2]);
    expect(kinds.find((group) => group.kind === "media")!.items[0]!.live).toBeNull();
    expect(kinds.map((group) => group.kind)).toEqual(["commentary", "media", "model-figures", "fund-facts", "zone-data", "signal"]);
  });
});

describe("what is due for review", () => {
  it("lists live versions due today or overdue, most overdue first, and leaves out drafts and later days", () => {
    const versions = [
      version({ title: "Due today", status: "published", reviewBy: "2026-03-31" }),
      version({ title: "Long overdue", status: "published", reviewBy: "2026-01-31" }),
      version({ title: "Later", status: "published", reviewBy: "2026-04-01" }),
      version({ title: "A draft", status: "draft", reviewBy: "2025-01-01" }),
      version({ title: "Replaced", status: "replaced", reviewBy: "2025-01-01" }),
    ];
    expect(dueForReview(versions, "2026-03-31").map(({ title, daysOverdue }) => [title, daysOverdue])).toEqual([
      ["Long overdue", 59],
      ["Due today", 0],
    ]);
  });
});

describe("the archive", () => {
  const first = version({
    itemKey: "3",
    kind: "model-figures",
    number: 1,
    status: "replaced",
    publishedAt: new Date("2026-01-10T09:00:00Z"),
    replacedAt: new Date("2026-03-31T15:00:00Z"),
  });
  const second = version({
    itemKey: "3",
    kind: "model-figures",
    number: 2,
    status: "published",
    publishedAt: new Date("2026-03-31T15:00:00Z"),
  });
  const neverLive = version({ itemKey: "3", kind: "model-figures", number: 3, status: "retired" });

  it("holds every version ever published, newest first, and no version that never went live", () => {
    expect(archiveOf([first, neverLive, second]).map((each) => each.number)).toEqual([2, 1]);
  });

  it("finds the versions live on a day: both on the day of the change, one before and one after", () => {
    expect(archiveOf([first, second], "2026-03-31").map((each) => each.number)).toEqual([2, 1]);
    expect(archiveOf([first, second], "2026-03-30").map((each) => each.number)).toEqual([1]);
    expect(archiveOf([first, second], "2026-04-01").map((each) => each.number)).toEqual([2]);
    expect(archiveOf([first, second], "2026-01-09")).toEqual([]);
  });
});

describe("a body as lines", () => {
  const live = {
    title: "Balanced",
    statsDates: { start: "2021-01-01", end: "2025-12-31" },
    risks: [{ name: "Market", text: "Prices fall." }],
  };

  it("labels every value by where it sits, without JSON", () => {
    expect(bodyLines(live)).toEqual([
      { path: "Title", value: "Balanced" },
      { path: "Stats Dates › Start", value: "2021-01-01" },
      { path: "Stats Dates › End", value: "2025-12-31" },
      { path: "Risks › 1 › Name", value: "Market" },
      { path: "Risks › 1 › Text", value: "Prices fall." },
    ]);
  });
});
