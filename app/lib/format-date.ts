const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2026-11-22" -> "November 22, 2026", the same on the server and in every browser time zone.
 * Written out rather than through Intl.DateTimeFormat, whose first use loads the browser's locale
 * data: about 14 ms of a phone's main thread while the page starts, for one fixed format.
 */
export function formatDate(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  const name = MONTHS[Number(month) - 1];
  if (!name) throw new RangeError(`not a date: ${isoDate}`);
  return `${name} ${Number(day)}, ${year}`;
}
