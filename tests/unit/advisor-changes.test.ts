import { describe, expect, it } from "vitest";
import { newCommentary, newerZoneData } from "~/lib/advisor-changes";
import { viewKey } from "~/lib/zone-views";

const articles = [
  { title: "Old", href: "/commentary/old", date: "2026-01-10" },
  { title: "Same day", href: "/commentary/same", date: "2026-03-01" },
  { title: "Newest", href: "/commentary/new", date: "2026-04-02" },
];

describe("what changed since the last visit", () => {
  it("lists articles from the day of the last visit on, newest first", () => {
    expect(newCommentary(articles, "2026-03-01").map((change) => change.kind === "commentary" && change.title)).toEqual([
      "Newest",
      "Same day",
    ]);
    expect(newCommentary(articles, "2026-04-03")).toEqual([]);
  });

  it("lists a saved view whose view is served today from another version than it cites, and only that one", () => {
    const current = new Map([
      ["3-qualified", "bbbbbbbbbbbb"],
      ["5-qualified", "cccccccccccc"],
    ]);
    const saved = [
      { label: "A", href: "/a", views: [{ zone: 3, account: "qualified" }] as const, dataVersions: ["aaaaaaaaaaaa"] },
      { label: "B", href: "/b", views: [{ zone: 5, account: "qualified" }] as const, dataVersions: ["cccccccccccc"] },
      { label: "C", href: "/c", views: [{ zone: 7, account: "qualified" }] as const, dataVersions: ["dddddddddddd"] },
    ].map((view) => ({ ...view, views: [...view.views] }));
    const changes = newerZoneData(saved, current, viewKey, viewKey);
    expect(changes).toEqual([
      {
        kind: "zone-data",
        label: "A",
        href: "/a",
        views: "3-qualified",
        savedVersions: ["aaaaaaaaaaaa"],
        currentVersions: ["bbbbbbbbbbbb"],
      },
    ]);
  });
});
