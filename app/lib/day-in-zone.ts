// A calendar day (YYYY-MM-DD) in a time zone at a moment: a signal's effective day is the firm's
// (site.timeZone), so its weights come into force at the firm's midnight, not at UTC's some
// hours earlier.

export function dayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
