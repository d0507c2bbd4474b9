// A moment as the firm states it, in its own time zone (site.timeZone): the day a view was saved,
// the time a record was made. A UTC day is a different day every evening in New York.
import { dayIn, timeIn } from "~/lib/day-in-zone";
import { formatDate } from "~/lib/format-date";
import { site } from "./site";

/** "November 28, 2026" in the firm's time zone. */
export const firmDate = (iso: string) => formatDate(dayIn(site.timeZone, new Date(iso)));

/** "November 28, 2026 at 21:30 ET". */
export const firmMoment = (iso: string) => `${firmDate(iso)} at ${timeIn(site.timeZone, new Date(iso))} ${site.timeZoneLabel}`;
