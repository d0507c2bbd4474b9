// /staff/desk/versions/:id (staff): one version. A draft or returned version is edited and
// submitted here (a returned one shows the principal's note first); any other is shown as it is,
// with its item's history, the principals' decisions on it, and a new version to start from it. A
// principal withdraws an approved version here before it goes live, and retires a live one, each
// with their words, kept with the decision.
import { useEffect } from "react";
import { Form, Link } from "react-router";
import { forgetDraftBackups } from "~/components/desk/draft-backup";
import { formatMoment } from "~/lib/format-moment";
import { BodyView } from "~/components/desk/body-view";
import { EditorForm } from "~/components/desk/editor-form";
import { FindingsPanel } from "~/components/desk/findings-panel";
import { NoteDecisionForm } from "~/components/desk/note-decision-form";
import { VersionHistory } from "~/components/desk/version-history";
import { VersionReviews } from "~/components/desk/version-reviews";
import { VersionStatusBadge } from "~/components/desk/version-status";
import { FormOutcome } from "~/components/staff/form-outcome";
import { Button } from "~/components/ui/button";
import { deskCopy, editorCopy, editorDone, kindNames } from "~/content/desk";
import { consoleTitle } from "~/content/staff";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/desk-version";
import { handleVersionPost, loadVersion } from "./desk-editor.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: consoleTitle(loaderData ? editorCopy.editTitle(loaderData.version.title, loaderData.version.number) : deskCopy.title),
    description: deskCopy.lead,
  });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadVersion(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleVersionPost(request, context, params.id);
}

const linkClass = "text-primary underline underline-offset-4 hover:no-underline";

export default function VersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { version, history, reviews, editable, submittable, values, done } = loaderData;
  const title = editorCopy.editTitle(version.title, version.number);
  // This staff member's copies in this tab of what the server has just saved (draft-backup.ts):
  // the version's own, and for a draft made on the new-version page, that page's.
  const backupKey = `${loaderData.me}:${version.id}`;
  const savedBackups =
    done === "created" || done === "imported"
      ? [backupKey, `${loaderData.me}:new:${version.kind}`]
      : done === "saved" || done === "submitted" || done === "started"
        ? [backupKey]
        : [];
  // Submitted, the version has no editor on its page: its copy is dropped here.
  useEffect(() => {
    if (done === "submitted") forgetDraftBackups([backupKey]);
  }, [done, backupKey]);
  // A returned version shows its latest decision's note above the form: the record lists the others.
  const shownAbove = version.status === "returned" && version.returnNote ? reviews.at(-1)?.id : undefined;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="flex flex-wrap gap-x-4 text-sm">
        <Link to="/staff/desk" className={linkClass}>
          {deskCopy.title}
        </Link>
        <Link to={`/staff/desk/versions/${version.id}/preview`} className={linkClass}>
          {editorCopy.preview}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold break-words sm:text-3xl">{title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{kindNames[version.kind].one}</span>
        {/* On a phone the author's address takes a line of its own: no separator is left at a line's end. */}
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span>
          {editorCopy.author}: {version.author.email}
        </span>
        <VersionStatusBadge status={version.status} />
        {version.status === "approved" && version.publishAt ? <span>{editorCopy.publishesAt(formatMoment(version.publishAt))}</span> : null}
      </p>
      {done ? <FormOutcome done={editorDone[done]} /> : null}
      {version.status === "returned" && version.returnNote ? (
        <section aria-labelledby="desk-return-note" className="mt-4 rounded-lg border-2 border-destructive/60 bg-card p-4">
          <h2 id="desk-return-note" className="font-semibold text-destructive">
            {editorCopy.returnedTitle}
          </h2>
          <p className="mt-2 whitespace-pre-wrap break-words">{version.returnNote}</p>
          {version.reviewer ? <p className="mt-2 text-sm text-muted-foreground">{editorCopy.returnedBy(version.reviewer.email)}</p> : null}
        </section>
      ) : null}
      {editable ? (
        <EditorForm
          kind={version.kind}
          isNew={false}
          saved={values}
          answer={actionData}
          label={title}
          backup={{ key: backupKey, saved: savedBackups }}
        />
      ) : (
        <>
          {loaderData.decidable ? (
            <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-notice-border bg-notice-soft p-4">
              <span>{editorCopy.decide.lead}</span>
              <Link to={`/staff/desk/review#review-${version.id}`} className={linkClass}>
                {editorCopy.decide.label}
              </Link>
            </p>
          ) : null}
          <p className="mt-4 text-sm text-muted-foreground">
            {submittable
              ? editorCopy.noForm
              : loaderData.mine || !["draft", "returned"].includes(version.status)
                ? editorCopy.readOnly
                : editorCopy.notYours}
          </p>
          {actionData?.status === "refused" ? (
            <>
              {actionData.findings.length + actionData.issues.length === 0 ? <FormOutcome problem={actionData.message} /> : null}
              <div className="mt-4">
                <FindingsPanel findings={actionData.findings} issues={actionData.issues} csvProblems={[]} />
              </div>
            </>
          ) : null}
          {loaderData.withdrawable ? <NoteDecisionForm intent="withdraw" answer={actionData} /> : null}
          <div className="mt-3 flex flex-wrap gap-3">
            {submittable ? (
              <Form method="post">
                <input type="hidden" name="intent" value="submit" />
                <Button type="submit" size="wrap">
                  {editorCopy.submit}
                </Button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value="start" />
              <Button type="submit" variant="outline" size="wrap">
                {version.status === "published" ? editorCopy.startFromLive : editorCopy.startFromThis}
              </Button>
            </Form>
          </div>
          {loaderData.retirable ? <NoteDecisionForm intent="retire" answer={actionData} /> : null}
        </>
      )}
      <VersionReviews reviews={reviews.filter((review) => review.id !== shownAbove)} />
      <h2 className="mt-8 text-lg font-semibold">{editorCopy.body(version.status)}</h2>
      <div className="mt-3">
        <BodyView entries={loaderData.entries} body={version.body} label={editorCopy.body(version.status)} />
      </div>
      <VersionHistory history={history} current={version.id} />
    </section>
  );
}
