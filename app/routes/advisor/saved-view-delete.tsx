// The confirmation step of deleting a saved view: a page of its own, so deleting needs no
// script and is never one click away from the view.
import { Trash2 } from "~/components/ui/icons/trash-2";
import { Form, isRouteErrorResponse, Link } from "react-router";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { Button, buttonVariants } from "~/components/ui/button";
import { notFoundPage } from "~/content/not-found-page";
import { deleteSavedViewCopy as copy, deleteSavedViewPage } from "~/content/saved-views";
import { savedViewPath } from "~/content/saved-view-paths";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/saved-view-delete";
import { handleDeletePost, loadDeleteStep } from "./saved-view.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? deleteSavedViewPage : notFoundPage, { index: false });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadDeleteStep(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleDeletePost(request, context, params.id);
}

export default function DeleteSavedViewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { saved } = loaderData;
  const problem = actionData ? (actionData.message ?? copy.failed) : undefined;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <h1 className="text-2xl font-semibold">{copy.title}</h1>
        <p className="mt-2 break-words text-foreground">{copy.lead(saved.label)}</p>
        {problem ? (
          <p role="alert" className="mt-4 rounded-md border border-destructive p-3 text-sm">
            {problem}
          </p>
        ) : null}
        <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" variant="destructive">
            <Trash2 aria-hidden="true" />
            {copy.confirm}
          </Button>
          <Link to={savedViewPath(saved.id)} className={buttonVariants({ variant: "outline" })}>
            {copy.cancel}
          </Link>
        </Form>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  throw error;
}
