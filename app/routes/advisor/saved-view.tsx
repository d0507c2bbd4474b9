// One saved view: its client label, note, date and data versions, the views themselves (a
// comparison table for several, the Zone Navigator's cards for one), links onwards, and its
// rename form. Its delete step is a page of its own, so it needs no script.
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { FileText } from "~/components/ui/icons/file-text";
import { Trash2 } from "~/components/ui/icons/trash-2";
import { useRef } from "react";
import { Form, isRouteErrorResponse, Link } from "react-router";
import { noticeFor, useAccountForm, type AccountFormNotices } from "~/components/account/use-account-form";
import { ResultBanner } from "~/components/forms/result-banner";
import { useFocusFirstError } from "~/components/forms/use-first-error";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { SavedViewFields } from "~/components/saved-views/saved-view-fields";
import { SavedViewFigures } from "~/components/saved-views/saved-view-figures";
import { SuitabilityRecord } from "~/components/saved-views/suitability-record";
import { Button, buttonVariants } from "~/components/ui/button";
import { notFoundPage } from "~/content/not-found-page";
import { savedViewCopy as copy, savedViewPage } from "~/content/saved-views";
import { proposalPath, savedViewPath, savedViewsPath } from "~/content/saved-view-paths";
import { firmDate, firmMoment } from "~/content/firm-time";
import { pageMeta } from "~/lib/meta";
import { fieldErrors, keptValues, type AccountFormResult } from "~/lib/schemas/form-result";
import { comparePath } from "~/lib/zone-views";
import { zoneSearch } from "~/lib/zones";
import type { Route } from "./+types/saved-view";
import { handleRenamePost, loadSavedView } from "./saved-view.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? savedViewPage : notFoundPage, { index: false });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSavedView(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleRenamePost(request, context, params.id);
}

/** With JavaScript: the same schema checks the rename form before it is sent (loaded on the first rename). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<AccountFormResult> {
  const form = await request.clone().formData();
  const { savedViewFieldsSchema } = await import("~/lib/schemas/saved-view");
  const checked = savedViewFieldsSchema.safeParse(Object.fromEntries(form));
  if (!checked.success) return { status: "invalid", errors: fieldErrors(checked.error), values: keptValues(form, ["label", "note"]) };
  return (await serverAction()) as AccountFormResult;
}

const renameNotices: AccountFormNotices = { done: copy.renamed, failedTitle: copy.failedTitle, failed: copy.failed };

export default function SavedViewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { saved, views, notices, justSaved, modelSignals } = loaderData;
  const rename = useAccountForm(actionData, renameNotices);
  const renameNotice = noticeFor(actionData, renameNotices);
  const renameForm = useRef<HTMLFormElement>(null);
  useFocusFirstError(renameForm, actionData);
  const several = saved.views.length > 1;
  const first = saved.views[0];
  return (
    <div className="flex-1 bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
        <Link
          to={savedViewsPath}
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary underline hover:no-underline print:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back}
        </Link>
        {justSaved ? (
          <div role="status" className="rounded-md border border-border bg-card p-3 text-sm print:hidden">
            <p className="font-semibold">{copy.saved.title}</p>
            <p>{copy.saved.description}</p>
          </div>
        ) : null}
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold break-words sm:text-4xl">{saved.label}</h1>
          <p className="text-sm text-muted-foreground">
            {copy.savedOn} {firmMoment(saved.createdAt)}
            {saved.updatedAt !== saved.createdAt ? ` · ${copy.updatedOn} ${firmDate(saved.updatedAt)}` : null}
          </p>
          <p className="max-w-3xl whitespace-pre-line text-foreground">{saved.note || copy.noNote}</p>
        </header>
        {modelSignals.map((signal) => (
          <p
            key={signal.href}
            role="note"
            className="rounded-md border border-notice-border bg-notice-soft p-3 text-sm print:hidden"
            data-slot="model-changed"
          >
            {copy.modelChanged(signal.modelName)}{" "}
            <Link to={signal.href} className="font-semibold text-primary underline hover:no-underline">
              {copy.readSignal(signal.title)}
            </Link>
          </p>
        ))}
        <nav aria-label={copy.actionsLabel} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center print:hidden">
          <Link
            to={several || !first ? comparePath(saved.views) : `/zone-navigator${zoneSearch(first)}`}
            className={buttonVariants({ variant: "outline" })}
          >
            {several ? copy.openComparison : copy.openNavigator}
          </Link>
          <a href={proposalPath(saved.id)} className={buttonVariants({ variant: "outline" })}>
            <FileText aria-hidden="true" />
            {copy.proposal}
          </a>
          <a href={`${proposalPath(saved.id)}?copy=advisor`} className={buttonVariants({ variant: "outline", size: "wrap" })}>
            <FileText aria-hidden="true" />
            {copy.advisorProposal(Boolean(saved.suitability))}
          </a>
          <Link to={`${savedViewPath(saved.id)}/delete`} className={buttonVariants({ variant: "link" })}>
            <Trash2 aria-hidden="true" />
            {copy.delete}
          </Link>
        </nav>
        {saved.suitability ? <SuitabilityRecord record={saved.suitability} /> : null}
        <SavedViewFigures views={views} savedVersions={saved.dataVersions} notices={notices} />
        <section aria-labelledby="rename-title" className="rounded-lg border border-border bg-card p-6 shadow-sm print:hidden">
          <h2 id="rename-title" className="mb-4 text-xl font-semibold">
            {copy.renameTitle}
          </h2>
          {renameNotice ? <ResultBanner notice={renameNotice} answer={actionData} className="mb-4" /> : null}
          <Form key={saved.updatedAt} ref={renameForm} method="post" className="grid gap-x-6 gap-y-2 md:grid-cols-2">
            <SavedViewFields values={rename.values} errors={rename.errors} defaults={{ label: saved.label, note: saved.note }} />
            <div className="md:col-span-2">
              <Button type="submit" disabled={rename.pending}>
                {rename.pending ? copy.renameSubmitting : copy.renameSubmit}
              </Button>
            </div>
          </Form>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  throw error;
}
