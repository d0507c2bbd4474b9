// When a published version must be looked at again, and the console's list of what is due: a
// fund's facts a year after its prospectus; a model's figures 30 days after the quarter-end
// following their as-of date (when the next quarter's figures are ready); an article on the day
// its author set. Media, zone data and signals carry no review date.
import { isQuarterEnd } from "~/lib/compliance/dates";
import type { BodyOf } from "./bodies";
import { isCalendarDay } from "./bodies/fields";
import type { ContentKind, ContentVersion } from "./contract";

const DAY_MS = 86_400_000;

const dayOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The same day a year later (29 February: 28 February). */
export function aYearAfter(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, date));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return isoOf(next.getTime());
}

/** The first calendar quarter-end after `day` (a quarter-end itself: the next one). */
export function nextQuarterEnd(day: string): string {
  let ms = dayOf(day) + DAY_MS;
  while (!isQuarterEnd(isoOf(ms))) ms += DAY_MS;
  return isoOf(ms);
}

/** 30 days after the quarter-end that follows `asOf`. */
export const figuresReviewBy = (asOf: string) => isoOf(dayOf(nextQuarterEnd(asOf)) + 30 * DAY_MS);

const day = (value: unknown) => (typeof value === "string" && isCalendarDay(value) ? value : undefined);

/**
 * The day a version of `kind` with `body` must be reviewed by, or null when its kind has none or
 * the body does not give the date it is reckoned from.
 */
export function reviewByOf(kind: ContentKind, body: unknown): string | null {
  const fields = (body ?? {}) as Partial<BodyOf<"commentary"> & BodyOf<"fund-facts"> & BodyOf<"model-figures">>;
  switch (kind) {
    case "commentary":
      return day(fields.reviewBy) ?? null;
    case "fund-facts": {
      const prospectus = day(fields.prospectusDate);
      return prospectus ? aYearAfter(prospectus) : null;
    }
    case "model-figures": {
      const asOf = day(fields.performance?.asOf) ?? day(fields.statsDates?.to) ?? day(fields.holdings?.asOf);
      return asOf ? figuresReviewBy(asOf) : null;
    }
    default:
      return null;
  }
}

export type DueItem = {
  versionId: string;
  kind: ContentKind;
  itemKey: string;
  title: string;
  reviewBy: string;
  /** `overdue`: the day has passed; `due`: it comes within the window. */
  state: "overdue" | "due";
  /** Days until the review-by day (negative: days overdue). */
  days: number;
};

/** Days before its review-by day a version is listed as due. */
export const DUE_WINDOW_DAYS = 30;

/**
 * The published versions whose review-by day has passed (overdue) or comes within `windowDays`
 * of `now` (due), the most overdue first. Versions not on the site (drafts, replaced, retired) are
 * not listed.
 */
export function dueItems(
  versions: readonly Pick<ContentVersion, "id" | "kind" | "itemKey" | "title" | "status" | "reviewBy">[],
  now: Date,
  windowDays = DUE_WINDOW_DAYS,
): DueItem[] {
  const today = dayOf(now.toISOString().slice(0, 10));
  return versions
    .flatMap((version) => {
      if (version.status !== "published" || !version.reviewBy) return [];
      const days = Math.round((dayOf(version.reviewBy) - today) / DAY_MS);
      if (Number.isNaN(days) || days > windowDays) return [];
      const { id, kind, itemKey, title, reviewBy } = version;
      return [{ versionId: id, kind, itemKey, title, reviewBy, state: days < 0 ? ("overdue" as const) : ("due" as const), days }];
    })
    .sort((a, b) => a.days - b.days || a.title.localeCompare(b.title));
}
