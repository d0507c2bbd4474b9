/** "2026-11-25T23:58:12.000Z" -> "2026-11-25 23:58 UTC": the same on the server and in every browser. */
export const formatMoment = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
