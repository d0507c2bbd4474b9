// /staff/desk/new/:kind (staff): a first draft of an item of one kind; zone data and signals
// start from their live version instead; a signal can start from a model's weights in force.
import { Form, Link } from "react-router";
import { EditorForm } from "~/components/desk/editor-form";
import { SignalStart } from "~/components/desk/signal-start";
import { Button } from "~/components/ui/button";
import { deskCopy, editorCopy, kindNames } from "~/content/desk";
import { consoleTitle } from "~/content/staff";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/desk-new";
import { handleNewVersionPost, loadNewVersion } from "./desk-editor.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: consoleTitle(loaderData ? editorCopy.newTitle(kindNames[loaderData.kind].one) : deskCopy.title),
    description: deskCopy.lead,
  });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadNewVersion(request, context, params.kind);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleNewVersionPost(request, context, params.kind);
}

export default function NewVersionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, editable, live, me, start, values } = loaderData;
  const title = editorCopy.newTitle(kindNames[kind].one);
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link to="/staff/desk" className="text-primary underline underline-offset-4 hover:no-underline">
          {deskCopy.title}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold sm:text-3xl">{title}</h1>
      {kind === "signal" ? <SignalStart start={start} /> : null}
      {editable ? (
        <EditorForm
          // A new start is a new form: its fields are the model's, not what the last one kept.
          key={start?.model ?? "blank"}
          kind={kind}
          isNew
          saved={values}
          answer={actionData}
          label={title}
          // One copy per kind: what was typed before a start is offered back, not lost.
          backup={{ key: `${me}:new:${kind}`, saved: [] }}
        />
      ) : live.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{editorCopy.noLiveToStart}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {live.map((version) => (
            <li
              key={version.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4 text-sm"
            >
              <Link
                to={`/staff/desk/versions/${version.id}`}
                className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
              >
                {version.title} · {deskCopy.version(version.number)}
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="start" />
                <input type="hidden" name="from" value={version.id} />
                <Button type="submit" variant="outline" size="wrap" aria-label={`${editorCopy.startFromLive}: ${version.title}`}>
                  {editorCopy.startFromLive}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
