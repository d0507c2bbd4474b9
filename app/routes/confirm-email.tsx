// /confirm-email?token=…: the page a mailed email-change link opens. It says which address the
// link would set; its button (a POST) makes the change. Plain forms: it works without JavaScript.
import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/account/submit-button";
import { ResultBanner } from "~/components/forms/result-banner";
import { buttonVariants } from "~/components/ui/button";
import { accountFailures } from "~/content/account-fields";
import { confirmEmailCopy as copy } from "~/content/account-contact";
import { accountPages as pages } from "~/content/account-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/confirm-email";
import { handleEmailConfirm, loadEmailLink } from "./confirm-email.server";

export const meta = () => pageMeta(pages["/confirm-email"]);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEmailLink(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleEmailConfirm(request, context);
}

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData?.page ?? loaderData.page;
  const failed = actionData && "problem" in actionData ? String(actionData.problem) : undefined;
  const pending = useNavigation().state === "submitting";
  const words = page.status === "confirm" ? { title: copy.confirm.title, lead: copy.confirm.lead(page.newEmail) } : copy[page.status];
  return (
    <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
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
            <input type="hidden" name="token" value={loaderData.token} />
            <SubmitButton pending={pending} text={copy.confirmButton} pendingText={copy.confirming} />
          </Form>
        ) : (
          <Link to={copy.toAccount.href} className={buttonVariants({ size: "lg", className: "mt-6 w-full" })}>
            {copy.toAccount.label}
          </Link>
        )}
      </div>
    </section>
  );
}
