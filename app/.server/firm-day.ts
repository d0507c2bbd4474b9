// The firm's calendar day (YYYY-MM-DD) at a moment, in its own time zone (site.timeZone): when a
// signal's weights come into force, and the day zone figures stand as of.
import { site } from "~/content/site";
import { dayIn } from "~/lib/day-in-zone";

export function firmDay(at: Date = new Date()): string {
  return dayIn(site.timeZone, at);
}
