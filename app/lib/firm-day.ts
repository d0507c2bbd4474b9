// The firm's calendar day (YYYY-MM-DD) at a moment: a signal's effective day is the firm's, so
// its weights come into force at the firm's midnight, not at UTC's some hours earlier.
import { site } from "~/content/site";

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone, year: "numeric", month: "2-digit", day: "2-digit" });

export function firmDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}
