// A calendar day (YYYY-MM-DD) in a time zone at a moment: a signal's effective day is the firm's
// (site.timeZone), so its weights come into force at the firm's midnight, not at UTC's some
// hours earlier.

export function dayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The time of day (HH:MM, 24 hours) in a time zone at a moment: digits only, the same on the server and in a browser. */
export function timeIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "00";
  return `${part("hour")}:${part("minute")}`;
}
