// The server side of /staff/desk/review: the submitted versions with their differences from the
// live version, and a principal's approval (now or at a set time) or return with a note. Who may
// approve is the store's rule (a principal, never the author): its refusal is said beside the version.
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { diffBodies } from "~/lib/content-desk/diff";
import type { ReviewAnswer } from "~/components/desk/types";
import { fieldErrors } from "~/lib/schemas/form-result";
import { deskApproveSchema, deskReturnSchema, publishMoment } from "~/lib/schemas/desk-review";
import { reviewCopy } from "~/content/desk-review";
import { deskAccess, refusalAnswer, refusalStatus, reviewView, versionView } from "./desk-access.server";

/** The running text a principal reads in full: an article's Markdown, a signal's reasoning. */
const markdownOf = (body: unknown) => {
  const fields = body as { markdown?: unknown; reasoning?: unknown } | null | undefined;
  const markdown = fields?.markdown ?? fields?.reasoning;
  return typeof markdown === "string" ? markdown : null;
};

/** An article's or a signal's text, live and new, side by side when it changed (the changes only say its length). */
function articleTexts(live: unknown, next: unknown): { was: string | null; now: string } | null {
  const now = markdownOf(next);
  const was = markdownOf(live);
  return now !== null && now !== was ? { was, now } : null;
}

const DONE = ["approved", "scheduled", "returned"] as const;

export async function loadReview(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, store, staff, principal } = await deskAccess(request, context);
  const submitted = await store.list({ status: ["submitted"] });
  const decided = await store.reviews(submitted.map((version) => version.id));
  const queue = await Promise.all(
    submitted
      .sort((a, b) => (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0))
      .map(async (version) => {
        const [live] = await store.list({ kind: version.kind, itemKey: version.itemKey, status: ["published"] });
        return {
          version: versionView(version),
          live: live ? { id: live.id, number: live.number } : null,
          changes: diffBodies(version.kind, live?.body ?? null, version.body),
          text: articleTexts(live?.body, version.body),
          mine: version.author.id === staff.id,
          // A review-by day already past: overdue the moment it goes live (the desk's dates are UTC days).
          reviewPast: version.reviewBy !== null && version.reviewBy < new Date().toISOString().slice(0, 10),
          // A version submitted again: the notes it was returned or withdrawn with before.
          earlier: (decided.get(version.id) ?? []).map(reviewView),
        };
      }),
  );
  const asked = new URL(request.url).searchParams.get("done");
  const done = DONE.find((each) => each === asked) ?? null;
  return data({ queue, principal, done }, { headers });
}

export async function handleReviewPost(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, store, actor } = await deskAccess(request, context);
  const refused = refusedPost(request, context);
  if (refused)
    return data<ReviewAnswer>({ status: "refused", id: "", message: refused.message, values: {} }, { status: refused.status, headers });
  const form = await request.formData().catch(() => new FormData());
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const id = String(fields.id ?? "").slice(0, 64);
  if (fields.intent === "return") {
    const checked = deskReturnSchema.safeParse(fields);
    if (!checked.success)
      return data<ReviewAnswer>(
        { status: "invalid", id, errors: fieldErrors(checked.error), values: { note: String(fields.note ?? "").slice(0, 2000) } },
        { status: 400, headers },
      );
    const returned = await store.returnVersion(actor, checked.data.id, checked.data.note);
    if (!returned.ok)
      return data<ReviewAnswer>(
        { id, message: refusalAnswer(returned).message, status: "refused", values: { note: checked.data.note } },
        { status: refusalStatus(returned), headers },
      );
    return redirect("/staff/desk/review?done=returned", { headers });
  }
  const checked = deskApproveSchema.safeParse(fields);
  if (!checked.success)
    return data<ReviewAnswer>(
      { status: "invalid", id, errors: fieldErrors(checked.error), values: { publishAt: String(fields.publishAt ?? "").slice(0, 20) } },
      { status: 400, headers },
    );
  const publishAt = publishMoment(checked.data.publishAt, checked.data.offset);
  // A minute's grace for the time it took to press the button.
  if (publishAt !== null && publishAt.getTime() < Date.now() - 60_000)
    return data<ReviewAnswer>(
      { status: "invalid", id, errors: { publishAt: reviewCopy.publishAtPast }, values: { publishAt: checked.data.publishAt ?? "" } },
      { status: 400, headers },
    );
  const approved = await store.approve(actor, checked.data.id, {
    publishAt,
    note: reviewCopy.checksRecord,
    contentHash: checked.data.contentHash,
  });
  if (!approved.ok)
    return data<ReviewAnswer>(
      { id, message: refusalAnswer(approved).message, status: "refused", values: {} },
      { status: refusalStatus(approved), headers },
    );
  const later = publishAt !== null && publishAt.getTime() > Date.now();
  return redirect(`/staff/desk/review?done=${later ? "scheduled" : "approved"}`, { headers });
}
