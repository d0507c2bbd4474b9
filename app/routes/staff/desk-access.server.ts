// What every desk screen asks first: the console's one guard (staffOnly), then the content store
// and whether the staff member is a principal. Versions are found by id, or the page is a 404.
import { data, type RouterContextProvider } from "react-router";
import { staffOnly } from "~/.server/staff/staff-only";
import type { ContentReview, ContentVersion, DeskResult } from "~/lib/content-desk/contract";
import type { DeskRefusalAnswer, VersionView } from "~/components/desk/types";
import type { ReviewView } from "~/components/desk/version-reviews";
import { refusalWords } from "~/content/desk";
import type { ContentStore } from "~/.server/content-store/store";
import { contentStoreContext } from "~/.server/load-context";

const VERSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function deskAccess(request: Request, context: Readonly<RouterContextProvider>) {
  const guarded = await staffOnly(request, context);
  const store = await context.get(contentStoreContext);
  return { ...guarded, store, actor: { id: guarded.staff.id, email: guarded.staff.email }, principal: guarded.staff.principal };
}

/** The version with this id, or the console's 404 (a malformed id never reaches the database). */
export async function versionOr404(store: ContentStore, id: string | undefined, headers: Headers): Promise<ContentVersion> {
  const version = id && VERSION_ID.test(id) ? await store.get(id) : undefined;
  if (!version) throw data(null, { status: 404, headers });
  return version;
}

/** The status a refusal of the store is answered with. */
export function refusalStatus(result: Exclude<DeskResult, { ok: true }>): number {
  switch (result.reason) {
    case "not-found":
      return 404;
    case "wrong-status":
    case "changed":
    case "before-date":
      return 409;
    case "own-version":
    case "not-author":
    case "not-principal":
      return 403;
    default:
      return 422;
  }
}

/** A refusal of the store in the console's words, with the checks' findings or the body's issues. */
export function refusalAnswer(result: Exclude<DeskResult, { ok: true }>): DeskRefusalAnswer {
  return {
    status: "refused",
    message: refusalWords(result),
    findings: result.reason === "invalid" ? result.findings.map(({ where, message }) => ({ where, message })) : [],
    issues: result.reason === "body" ? result.issues : [],
  };
}

/** A decision as the console shows it: without the content it was made on (the export has that). */
export function reviewView({ body: _body, ...review }: ContentReview): ReviewView {
  return { ...review, at: review.at.toISOString() };
}

/** A version as the screens show it: dates as ISO text. */
export function versionView(version: ContentVersion): VersionView {
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return {
    ...version,
    createdAt: iso(version.createdAt)!,
    updatedAt: iso(version.updatedAt)!,
    submittedAt: iso(version.submittedAt),
    reviewedAt: iso(version.reviewedAt),
    publishAt: iso(version.publishAt),
    publishedAt: iso(version.publishedAt),
    replacedAt: iso(version.replacedAt),
    retiredAt: iso(version.retiredAt),
  };
}
