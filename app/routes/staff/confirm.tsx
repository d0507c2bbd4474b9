// /staff/confirm: before a sensitive action of the console (the export, staff changes, turning
// two-factor sign-in off), the staff member gives the password again, or the code where
// two-factor sign-in is on; then goes back to the page the action was on. A plain form: it works
// without JavaScript.
import { Form, Link } from "react-router";
import { PasswordField } from "~/components/account/password-field";
import { CodeField } from "~/components/account/code-fields";
import { FormOutcome } from "~/components/staff/form-outcome";
import { Button } from "~/components/ui/button";
import { consoleTitle } from "~/content/staff";
import { staffConfirmCopy as copy } from "~/content/staff-session";
import { pageMeta } from "~/lib/meta";
import { passRetryAfter } from "~/.server/accounts/form-post";
import type { Route } from "./+types/confirm";
import { handleConfirmPost, loadConfirm } from "./confirm.server";

/** A refused attempt says when the next one is checked. */
export const headers = passRetryAfter;

export const meta = () => pageMeta({ title: consoleTitle(copy.title), description: copy.leadPassword });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadConfirm(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleConfirmPost(request, context);
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { back, method } = loaderData;
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  const refusal = actionData?.status === "refused" ? actionData.message : undefined;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
      <p className="mt-2 text-muted-foreground">{method === "code" ? copy.leadCode : copy.leadPassword}</p>
      <FormOutcome problem={refusal ?? errors.form ?? errors.method} />
      <Form method="post" className="mt-6 flex flex-col gap-2" aria-label={copy.title}>
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="method" value={method} />
        {method === "code" ? (
          <CodeField label={copy.codeLabel} error={errors.code} />
        ) : (
          <PasswordField label={copy.passwordLabel} name="password" autoComplete="current-password" required error={errors.password} />
        )}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit">{copy.submit}</Button>
          <Link to={back} className="text-sm underline underline-offset-4">
            {copy.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
