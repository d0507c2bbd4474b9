// The server side of /staff/suitability (staff): the kept suitability records, a page at a time.
import { data, type RouterContextProvider } from "react-router";
import { cursorParam, readCursor } from "~/.server/downloads/kept-documents";
import { listSuitabilityRecords } from "~/.server/saved-views/suitability-records";
import { staffOnly } from "~/.server/staff/staff-only";

export async function loadSuitabilityRecords(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db } = await staffOnly(request, context);
  const params = new URL(request.url).searchParams;
  const before = readCursor(params.get("before"));
  // The zones chosen above what the answers allow: what a principal reviews.
  const onlyAboveLimit = params.get("above") === "1";
  const { records, more } = await listSuitabilityRecords(db, { before, onlyAboveLimit });
  const last = records.at(-1);
  return data({ records, older: more && last ? cursorParam(last) : null, paged: before !== undefined, onlyAboveLimit }, { headers });
}
