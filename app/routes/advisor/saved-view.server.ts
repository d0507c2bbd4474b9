// The server side of /advisor/saved-views/:id and its delete step: one of the advisor's saved
// views with the views themselves (today's figures, beside the versions they were saved from),
// its rename, and its deletion. Someone else's id answers 404, exactly like an id that never was.
import { viewModelSignals } from "~/.server/signals/advisor-signals";
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { describeDbError } from "~/.server/db/safe-error";
import { pdfDownload } from "~/.server/downloads/download-headers";
import { proposalContentVersion, recordOrRefuse } from "~/.server/downloads/download-records";
import { viewKey } from "~/lib/zone-views";
import { log } from "~/.server/log";
import { namedDay } from "~/lib/file-name";
import { firmDay } from "~/.server/firm-day";
import { proposalBasis, renderProposalPdf } from "~/.server/pdf/proposal-pdf";
import { contentVersionsLine, productsUsed } from "~/.server/published/document-stamps";
import { advisorOnly, PRIVATE } from "~/.server/accounts/advisor-only";
import { deleteSavedView, findSavedView, renameSavedView } from "~/.server/saved-views/store";
import { withProjections } from "~/.server/zone-data/projections";
import { publishedContentContext, zoneDataContext } from "~/.server/load-context";
import { loadViews, viewsNotices } from "~/.server/zone-data/views";
import { proposalCopy } from "~/content/proposal";
import { savedViewsPath } from "~/content/saved-view-paths";
import { fieldErrors, keptValues, type AccountFormResult } from "~/lib/schemas/form-result";
import { savedViewFieldsSchema } from "~/lib/schemas/saved-view";

const notFound = () => data(null, { status: 404, headers: { "Cache-Control": PRIVATE } });

async function ownSavedView(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const { advisor, headers, db } = await advisorOnly(request, context);
  const saved = await findSavedView(db, advisor.id, id);
  if (!saved) throw notFound();
  return { advisor, headers, db, saved };
}

const summary = (saved: NonNullable<Awaited<ReturnType<typeof findSavedView>>>) => ({
  id: saved.id,
  label: saved.label,
  note: saved.note,
  views: saved.views,
  dataVersions: saved.dataVersions,
  suitability: saved.suitability,
  createdAt: saved.createdAt.toISOString(),
  updatedAt: saved.updatedAt.toISOString(),
});

export async function loadSavedView(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const { headers, saved } = await ownSavedView(request, context, id);
  const views = await loadViews(saved.views, context.get(zoneDataContext));
  return data(
    {
      saved: summary(saved),
      // Only verified advisors reach here: they see the projections in either ZONE_PROJECTIONS mode.
      views: views.map(withProjections),
      notices: viewsNotices(views),
      justSaved: new URL(request.url).searchParams.has("saved"),
      modelSignals: viewModelSignals(context.get(publishedContentContext), saved.views, saved.createdAt),
    },
    { headers },
  );
}

/**
 * Today's figures of the saved views, named for the advisor and the client label: the client's
 * copy, or with `?copy=advisor` the advisor's own, which adds the hypothetical targets and the
 * suitability record (only the advisor who saved the view reaches either).
 */
export async function savedViewProposal(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const { advisor, headers, db, saved } = await ownSavedView(request, context, id);
  const copy = new URL(request.url).searchParams.get("copy") === "advisor" ? "advisor" : "client";
  const views = await loadViews(saved.views, context.get(zoneDataContext));
  const date = new Date();
  const contentVersions = contentVersionsLine(
    context.get(publishedContentContext),
    productsUsed(views.flatMap((view) => view.products ?? [])),
  );
  // A view saved with no questionnaire behind it is an illustration: its words, version and file name.
  const basis = proposalBasis({ advisor, suitability: saved.suitability });
  const pdf = await renderProposalPdf({
    views,
    advisor,
    clientLabel: saved.label,
    date,
    suitability: saved.suitability,
    copy,
    contentVersions,
  });
  const refused = await recordOrRefuse(
    db,
    {
      document: pdf,
      kind: copy === "advisor" ? "proposal-advisor-copy" : "proposal",
      advisorId: advisor.id,
      savedViewId: saved.id,
      subject: saved.views.map(viewKey).join(","),
      dataVersions: views.map((view) => view.dataVersion),
      contentVersion: proposalContentVersion(basis, copy, "shown", contentVersions),
      at: date,
    },
    request,
  );
  if (refused) return refused;
  // Named for its client, so that an advisor's downloads are told apart.
  const day = namedDay(saved.label, firmDay(date));
  return pdfDownload(pdf, copy === "advisor" ? proposalCopy.advisorFile(day, basis) : proposalCopy.file(day, basis), headers);
}

const answer = (result: AccountFormResult, status = 200, headers?: HeadersInit) =>
  data(result, { status, headers: { ...(headers as Record<string, string> | undefined), "Cache-Control": PRIVATE } });

export async function handleRenamePost(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const form = await request.formData().catch(() => new FormData());
  const values = keptValues(form, ["label", "note"]);
  const refused = refusedPost(request, context);
  if (refused) return answer({ status: "refused", message: refused.message, values }, refused.status, refused.headers);
  const { advisor, db } = await ownSavedView(request, context, id);
  const checked = savedViewFieldsSchema.safeParse(Object.fromEntries(form));
  if (!checked.success) return answer({ status: "invalid", errors: fieldErrors(checked.error), values }, 400);
  let renamed: boolean;
  try {
    renamed = await renameSavedView(db, advisor.id, id, checked.data);
  } catch (error) {
    log("error", "saved-view.rename.error", { error: describeDbError(error) });
    return answer({ status: "error", values }, 503);
  }
  if (!renamed) throw notFound();
  log("info", "saved-view.renamed", { userId: advisor.id, savedViewId: id });
  return answer({ status: "done" });
}

export async function loadDeleteStep(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const { headers, saved } = await ownSavedView(request, context, id);
  return data({ saved: { id: saved.id, label: saved.label } }, { headers });
}

export type DeleteAnswer = { status: "refused" | "error"; message?: string };

export async function handleDeletePost(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  await request.formData().catch(() => undefined);
  const refused = refusedPost(request, context);
  if (refused)
    return data<DeleteAnswer>(
      { status: "refused", message: refused.message },
      { status: refused.status, headers: { ...refused.headers, "Cache-Control": PRIVATE } },
    );
  const { advisor, headers, db } = await advisorOnly(request, context);
  let deleted: boolean;
  try {
    deleted = await deleteSavedView(db, advisor.id, id);
  } catch (error) {
    log("error", "saved-view.delete.error", { error: describeDbError(error) });
    return data<DeleteAnswer>({ status: "error" }, { status: 503, headers: { "Cache-Control": PRIVATE } });
  }
  if (!deleted) throw notFound();
  log("info", "saved-view.deleted", { userId: advisor.id, savedViewId: id });
  return redirect(`${savedViewsPath}?deleted`, { headers });
}
