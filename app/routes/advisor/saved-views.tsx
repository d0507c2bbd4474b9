// The advisor's saved views, newest first, searched by client label; and the action every
// "Save for a client" form posts to. A save the server turns down comes back here (without
// JavaScript) with the form filled in again and what to fix.
import { Search } from "~/components/ui/icons/search";
import { Form, Link } from "react-router";
import { SaveForClient, type ShownView } from "~/components/saved-views/save-for-client";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { accountPages as pages } from "~/content/account-pages";
import { savedViewsCopy as copy } from "~/content/saved-views";
import { savedViewPath } from "~/content/saved-view-paths";
import { viewName } from "~/content/zone-compare";
import { firmDate, firmMoment } from "~/content/firm-time";
import { pageMeta } from "~/lib/meta";
import { fieldErrors, keptValues, type AccountFormResult } from "~/lib/schemas/form-result";
import { SAVED_VIEW_QUERY_MAX } from "~/lib/saved-view-limits";
import { suitabilityRules } from "~/content/questionnaire-limits";
import { parseViewKey } from "~/lib/zone-views";
import type { Route } from "./+types/saved-views";
import { handleSavePost, loadSavedViewList } from "./saved-views.server";

export const meta = () => pageMeta(pages["/advisor/saved-views"], { index: false });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSavedViewList(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSavePost(request, context);
}

/**
 * With JavaScript: the same schema checks the form before it is sent. It loads on the first
 * save (zod is no page's first load, docs/decisions/0002).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<AccountFormResult> {
  const form = await request.clone().formData();
  const { SAVED_VIEW_FIELDS, saveViewSchemaFor } = await import("~/lib/schemas/saved-view");
  const checked = saveViewSchemaFor(suitabilityRules).safeParse(Object.fromEntries(form));
  if (!checked.success) return { status: "invalid", errors: fieldErrors(checked.error), values: keptValues(form, SAVED_VIEW_FIELDS) };
  return (await serverAction()) as AccountFormResult;
}

export default function SavedViewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { saved, query, deleted, full } = loaderData;
  const unsaved = actionData && actionData.status !== "done" ? actionData : undefined;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6 lg:px-8">
      <div>
        <p className="text-sm">
          <Link to="/advisor" className="font-semibold text-primary underline hover:no-underline">
            Advisor Area
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-semibold">{copy.title}</h1>
        <p className="mt-2 text-muted-foreground">{copy.lead}</p>
      </div>
      {deleted ? (
        <div role="status" className="rounded-md border border-border bg-card p-3 text-sm">
          <p className="font-semibold">{copy.deleted.title}</p>
          <p>{copy.deleted.description}</p>
        </div>
      ) : null}
      {unsaved ? (
        <SaveForClient
          views={viewsOf(unsaved.values.views, unsaved.values.versions)}
          result={unsaved}
          returnTo={unsaved.values.returnTo}
          signedIn
        />
      ) : null}
      <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="saved-views-q">{copy.searchLabel}</Label>
          <Input id="saved-views-q" type="search" name="q" defaultValue={query} maxLength={SAVED_VIEW_QUERY_MAX} autoComplete="off" />
        </div>
        <div className="flex items-center gap-4">
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            {copy.searchSubmit}
          </Button>
          {query ? (
            <Link to="?" className="text-sm font-semibold text-primary underline hover:no-underline">
              {copy.searchClear}
            </Link>
          ) : null}
        </div>
      </Form>
      {query ? (
        <p role="status" className="text-sm text-muted-foreground">
          {saved.length > 0 ? copy.results(saved.length, query) : copy.noMatch(query)}
        </p>
      ) : null}
      {!query && saved.length === 0 ? <p className="rounded-lg border border-border bg-card p-6">{copy.empty}</p> : null}
      {saved.length > 0 ? (
        <ul aria-label={copy.listLabel} className="grid gap-3">
          {saved.map((view) => (
            <li key={view.id} className="rounded-lg border border-border bg-card p-4 sm:p-5" data-slot="saved-view">
              <h2 className="text-lg font-semibold">
                <Link to={savedViewPath(view.id)} className="text-primary underline hover:no-underline">
                  {view.label}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-foreground">{view.views.map(viewName).join(" · ")}</p>
              {view.questionnaire ? (
                <p className="mt-2 flex flex-wrap gap-2 text-xs font-medium">
                  <span className="rounded-full border border-border px-2 py-0.5">
                    {copy.fromQuestionnaire(view.questionnaire.suggested, view.questionnaire.chosen)}
                  </span>
                  {view.questionnaire.aboveLimit ? (
                    <span className="rounded-full border border-notice-border bg-notice-soft px-2 py-0.5 text-notice">
                      {copy.aboveLimit}
                    </span>
                  ) : null}
                </p>
              ) : null}
              {view.note ? <p className="mt-1 line-clamp-2 text-sm whitespace-pre-line text-muted-foreground">{view.note}</p> : null}
              <p className="mt-2 text-xs text-muted-foreground">
                {copy.savedOn} {firmMoment(view.createdAt)}
                {firmDate(view.updatedAt) !== firmDate(view.createdAt) ? ` · ${copy.updatedOn} ${firmDate(view.updatedAt)}` : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? <p className="text-sm text-muted-foreground">{copy.limited(saved.length)}</p> : null}
    </section>
  );
}

/** The views (and their data versions) a refused save named, to send them again. */
function viewsOf(keys: string | undefined, versions: string | undefined): ShownView[] {
  const shown = (versions ?? "").split(",");
  return (keys ?? "").split(",").flatMap((key, index) => {
    const selection = parseViewKey(key);
    return selection ? [{ selection, dataVersion: shown[index] }] : [];
  });
}
