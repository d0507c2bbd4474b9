// The server side of /advisor/saved-views: the advisor's list (searched by label with `?q=`)
// and the one action every "Save for a client" form posts to.
import type { SuitabilityRecord } from "~/lib/schemas/suitability";
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { advisorOnly, PRIVATE } from "~/.server/accounts/advisor-only";
import { createSavedView, listSavedViews, SAVED_VIEW_LIST_LIMIT } from "~/.server/saved-views/store";
import { zoneDataContext } from "~/.server/load-context";
import { loadViews } from "~/.server/zone-data/views";
import { atSaveForm, savedViewPath } from "~/content/saved-view-paths";
import { saveForClientCopy } from "~/content/save-for-client";
import { fieldErrors, keptValues, type AccountFormResult } from "~/lib/schemas/form-result";
import { SAVED_VIEW_FIELDS, SAVED_VIEW_QUERY_MAX, saveViewSchemaFor } from "~/lib/schemas/saved-view";
import { suitabilityRules } from "~/content/questionnaire-limits";
import { formText } from "~/lib/form-text";
import { safeRedirectTarget } from "~/lib/redirect-target";
import { viewKey } from "~/lib/zone-views";

/** What the list says of a view saved from a questionnaire result: its suggestion, the choice, and whether above the limit. */
function questionnaireOf(suitability: unknown) {
  const record = suitability as Partial<SuitabilityRecord> | null | undefined;
  if (!record?.suggested || !record.chosen) return null;
  return { suggested: record.suggested, chosen: record.chosen, aboveLimit: Boolean(record.aboveLimit) };
}

export async function loadSavedViewList(request: Request, context: Readonly<RouterContextProvider>) {
  const { advisor, headers, db } = await advisorOnly(request, context);
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, SAVED_VIEW_QUERY_MAX);
  const saved = await listSavedViews(db, advisor.id, query);
  return data(
    {
      query,
      deleted: params.has("deleted"),
      full: saved.length >= SAVED_VIEW_LIST_LIMIT,
      saved: saved.map((view) => ({
        id: view.id,
        label: view.label,
        note: view.note,
        views: view.views,
        createdAt: view.createdAt.toISOString(),
        updatedAt: view.updatedAt.toISOString(),
        // Two saves under one label are told apart by this and the time (found in an advisor's review).
        questionnaire: questionnaireOf(view.suitability),
      })),
    },
    { headers },
  );
}

const answer = (result: AccountFormResult, status: number, headers?: HeadersInit) =>
  data(result, { status, headers: { ...(headers as Record<string, string> | undefined), "Cache-Control": PRIVATE } });

/**
 * Save the views a page showed under a client label. The views are loaded again here and
 * their data versions must be the ones the page showed: a saved view cites what the advisor
 * saw, never figures that came in since. A visitor who is not signed in goes to sign in and
 * back to the page.
 */
export async function handleSavePost(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData().catch(() => new FormData());
  const values = keptValues(form, SAVED_VIEW_FIELDS);
  const refused = refusedPost(request, context);
  if (refused) return answer({ status: "refused", message: refused.message, values }, refused.status, refused.headers);
  const returnTo = safeRedirectTarget(formText(form, "returnTo"), "/zone-navigator");
  const { advisor, headers, db } = await advisorOnly(request, context, atSaveForm(returnTo));
  const checked = saveViewSchemaFor(suitabilityRules).safeParse(Object.fromEntries(form));
  if (!checked.success) return answer({ status: "invalid", errors: fieldErrors(checked.error), values }, 400);
  const { label, note, views, versions, suitability } = checked.data;
  try {
    const current = await loadViews(views, context.get(zoneDataContext));
    const shown = current.map((view) => view.dataVersion);
    if (shown.some((version, index) => version !== versions[index])) {
      return answer({ status: "refused", title: saveForClientCopy.failedTitle, message: saveForClientCopy.dataChanged, values }, 409);
    }
    const accounts = await accountServices(context);
    const { id, mailed } = await createSavedView(
      db,
      advisor.id,
      { label, note, views, dataVersions: shown, suitability },
      new Date(),
      accounts.siteUrl,
    );
    for (const mail of mailed) accounts.mailQueued(mail);
    log("info", "saved-view.created", { userId: advisor.id, savedViewId: id, views: views.map(viewKey).join(",") });
    return redirect(`${savedViewPath(id)}?saved`, { headers });
  } catch (error) {
    log("error", "saved-view.create.error", { error: describeDbError(error) });
    return answer({ status: "error", values }, 503);
  }
}
