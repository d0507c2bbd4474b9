// What the desk's screens list, worked out from the store's versions (pure): the items of each
// kind with their live version and open drafts, what is due for review, what was live on a day.
import type { DeskItem, DueItem, VersionLink } from "~/components/desk/types";
import type { VersionHead } from "~/.server/content-store/versions";
import { contentKinds, type ContentKind, type ContentVersion, type VersionStatus } from "~/lib/content-desk/contract";

export const OPEN_STATUSES: readonly VersionStatus[] = ["draft", "submitted", "returned", "approved"];
export const PUBLISHED_STATUSES: readonly VersionStatus[] = ["published", "replaced", "retired"];

const link = (version: ContentVersion): VersionLink => ({
  id: version.id,
  number: version.number,
  status: version.status,
  title: version.title,
  example: version.example,
  publishAt: version.publishAt ? new Date(version.publishAt).toISOString() : null,
});

/** Every kind with its items (by key), each with its live version and the versions still being worked on. */
export function itemsByKind(versions: readonly ContentVersion[]): { kind: ContentKind; items: DeskItem[] }[] {
  return contentKinds.map((kind) => {
    const items = new Map<string, DeskItem>();
    for (const version of [...versions].filter((each) => each.kind === kind).sort((a, b) => b.number - a.number)) {
      const item = items.get(version.itemKey) ?? { itemKey: version.itemKey, title: version.title, live: null, open: [] };
      if (version.status === "published") {
        item.live = link(version);
        item.title = version.title;
      } else if (OPEN_STATUSES.includes(version.status)) item.open.push(link(version));
      items.set(version.itemKey, item);
    }
    return { kind, items: [...items.values()].sort((a, b) => a.title.localeCompare(b.title)) };
  });
}

const DAY = 24 * 60 * 60 * 1000;

/** Live versions whose review-by day is today or past, most overdue first. */
export function dueForReview(versions: readonly VersionHead[], today: string): DueItem[] {
  return versions
    .filter((version) => version.status === "published" && version.reviewBy !== null && version.reviewBy <= today)
    .map((version) => ({
      id: version.id,
      kind: version.kind,
      itemKey: version.itemKey,
      title: version.title,
      reviewBy: version.reviewBy!,
      daysOverdue: Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${version.reviewBy}T00:00:00Z`)) / DAY),
    }))
    .sort((a, b) => b.daysOverdue - a.daysOverdue || a.title.localeCompare(b.title));
}

/** When a published version stopped being live, if it has. */
export const endedAt = (version: ContentVersion): Date | null => version.replacedAt ?? version.retiredAt ?? null;

/** Published versions (ever), newest first; with `day`, only those live at some moment of that UTC day. */
export function archiveOf(versions: readonly ContentVersion[], day?: string | null): ContentVersion[] {
  const start = day ? Date.parse(`${day}T00:00:00Z`) : null;
  return versions
    .filter((version) => version.publishedAt !== null && PUBLISHED_STATUSES.includes(version.status))
    .filter((version) => {
      if (start === null) return true;
      const ended = endedAt(version);
      return version.publishedAt!.getTime() < start + DAY && (ended === null || ended.getTime() > start);
    })
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime());
}
