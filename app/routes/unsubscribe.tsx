// /unsubscribe/<token>: the page of a mail's unsubscribe link. It says what it would stop; its
// button (a POST) stops it. A plain form: it works without JavaScript.
import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/account/submit-button";
import { ResultBanner } from "~/components/forms/result-banner";
import { buttonVariants } from "~/components/ui/button";
import { accountFailures } from "~/content/account-fields";
import { unsubscribeCopy as copy, unsubscribePage } from "~/content/following";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/unsubscribe";
import { handleUnsubscribe, loadUnsubscribe, UNSUBSCRIBE_HEADERS } from "./unsubscribe.server";

export const meta = () => pageMeta(unsubscribePage, { index: false });

export function headers() {
  return UNSUBSCRIBE_HEADERS;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadUnsubscribe(params.token, context);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleUnsubscribe(request, params.token, context);
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData?.page ?? loaderData.page;
  const failed = actionData && "problem" in actionData ? String(actionData.problem) : undefined;
  const pending = useNavigation().state === "submitting";
  const words =
    page.status === "confirm"
      ? { title: copy.title, lead: page.what.kind === "model" ? copy.modelLead(page.what.modelName) : copy.commentaryLead }
      : page.status === "done"
        ? copy.done
        : page.status === "already-off"
          ? copy.alreadyOff
          : copy.unknown;
  return (
    <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
      <div
        className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8"
        data-slot="unsubscribe"
        data-status={page.status}
      >
        <h1 className="text-2xl font-semibold break-words sm:text-3xl">{words.title}</h1>
        <p className="mt-2 break-words text-muted-foreground">{words.lead}</p>
        {failed ? (
          <ResultBanner
            notice={{ title: "Error", description: failed === "error" ? accountFailures.request : failed, variant: "destructive" }}
            className="mt-4"
          />
        ) : null}
        {page.status === "confirm" ? (
          <Form method="post" className="mt-6 grid">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <SubmitButton pending={pending} text={copy.submit} pendingText={copy.submitting} />
          </Form>
        ) : (
          <Link to={copy.account.href} className={buttonVariants({ size: "lg", variant: "outline", className: "mt-6 w-full" })}>
            {copy.account.label}
          </Link>
        )}
      </div>
    </section>
  );
}
