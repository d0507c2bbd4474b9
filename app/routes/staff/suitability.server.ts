// The server side of /staff/suitability (staff): the kept suitability records, a page at a time,
// and a principal's review of a zone chosen above the answers' limit (a POST answered with a
// redirect back to the records that wait).
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { cursorParam, readCursor } from "~/.server/downloads/kept-documents";
import { listSuitabilityRecords } from "~/.server/saved-views/suitability-records";
import { reviewAboveLimit } from "~/.server/saved-views/suitability-reviews";
import { staffOnly } from "~/.server/staff/staff-only";
import { fieldErrors } from "~/lib/schemas/form-result";
import { suitabilityReviewProblems, suitabilityReviewSchema } from "~/lib/schemas/suitability-review";

export async function loadSuitabilityRecords(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db, staff } = await staffOnly(request, context);
  const params = new URL(request.url).searchParams;
  const before = readCursor(params.get("before"));
  // The zones chosen above what the answers allow, and those of them that wait: what a principal reviews.
  const onlyWaiting = params.get("waiting") === "1";
  const onlyAboveLimit = onlyWaiting || params.get("above") === "1";
  const { records, more } = await listSuitabilityRecords(db, { before, onlyAboveLimit, onlyWaiting });
  const last = records.at(-1);
  return data(
    {
      records,
      older: more && last ? cursorParam(last) : null,
      paged: before !== undefined,
      filter: onlyWaiting ? ("waiting" as const) : onlyAboveLimit ? ("above" as const) : ("all" as const),
      principal: staff.principal,
      done: params.get("done") === "reviewed",
    },
    { headers },
  );
}

export type SuitabilityReviewResult = { problem: string; recordId: string };

export async function handleSuitabilityReview(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db, staff } = await staffOnly(request, context);
  const answer = (problem: string, recordId: string, status: number) =>
    data<SuitabilityReviewResult>({ problem, recordId }, { status, headers });
  const refused = refusedPost(request, context);
  if (refused) return answer(refused.message, "", refused.status);
  const form = await request.formData().catch(() => new FormData());
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const recordId = String(fields.recordId ?? "").slice(0, 36);
  if (!staff.principal) return answer(suitabilityReviewProblems.notPrincipal, recordId, 403);
  const checked = suitabilityReviewSchema.safeParse(fields);
  if (!checked.success) {
    const errors = fieldErrors(checked.error);
    return answer(errors.recordId ?? errors.decision ?? errors.note ?? suitabilityReviewProblems.note, recordId, 400);
  }
  const reviewed = await reviewAboveLimit(db, { id: staff.id, email: staff.email }, checked.data);
  if (reviewed === "not-found") return answer(suitabilityReviewProblems.record, recordId, 404);
  if (reviewed === "own") return answer(suitabilityReviewProblems.own, recordId, 403);
  return redirect("/staff/suitability?waiting=1&done=reviewed", { headers });
}
