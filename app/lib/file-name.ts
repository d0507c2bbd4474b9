// A name given by a person (a saved view's client label) as part of a download's file name: ASCII
// letters and digits in lowercase, joined by hyphens, at most 40 characters, so that nothing in it
// can leave the Content-Disposition header's quotes or mean a path.

const MAX = 40;

/** "Client D, IRA" -> "client-d-ira"; "" when nothing of it is left. */
export function fileNamePart(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX)
    .replace(/^-+|-+$/g, "");
}

/** The day, after the name when it leaves anything: "client-d-ira-2026-11-28". */
export const namedDay = (name: string, day: string): string => [fileNamePart(name), day].filter(Boolean).join("-");
