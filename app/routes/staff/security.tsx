// /staff/security: the signed-in staff member's two-factor sign-in (TOTP).
import { Form } from "react-router";
import { PasswordField } from "~/components/account/password-field";
import { AuthenticatorKey, CodeField } from "~/components/account/code-fields";
import { FormOutcome } from "~/components/staff/form-outcome";
import { Button } from "~/components/ui/button";
import { consoleTitle, securityCopy as copy } from "~/content/staff";
import { staffConfirmCopy } from "~/content/staff-session";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/security";
import { handleSecurityPost, loadSecurity } from "./security.server";
import { passRetryAfter } from "~/.server/accounts/form-post";

/** A refused code says when the next one is checked. */
export const headers = passRetryAfter;

export const meta = () => pageMeta({ title: consoleTitle("Two-Factor Sign-In"), description: "Your two-factor sign-in." });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurity(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSecurityPost(request, context);
}

function CodeForm({ intent, submit, withPassword = false }: { intent: string; submit: string; withPassword?: boolean }) {
  return (
    <Form method="post" className="mt-4 flex flex-col gap-2 sm:max-w-xs">
      <input type="hidden" name="intent" value={intent} />
      {withPassword ? (
        <PasswordField label={staffConfirmCopy.passwordLabel} name="password" autoComplete="current-password" required />
      ) : null}
      <CodeField label="Code" />
      <Button type="submit" className="self-start">
        {submit}
      </Button>
    </Form>
  );
}

export default function SecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, required, done } = loaderData;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
      <FormOutcome done={done === "enabled" ? copy.enabled : done === "disabled" ? copy.disabled : null} problem={actionData?.problem} />
      <p className="mt-4">{state.enabled ? copy.on : required ? copy.required : copy.off}</p>
      {state.enabled ? (
        required ? null : (
          <CodeForm intent="disable" submit={copy.disable} withPassword />
        )
      ) : state.setup ? (
        <div className="mt-4 rounded-lg border border-border bg-card p-4 text-sm">
          <p>{copy.setup}</p>
          <AuthenticatorKey setup={state.setup} copy={copy} />
          <CodeForm intent="confirm" submit={copy.confirm} />
        </div>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="start" />
          <Button type="submit">{copy.start}</Button>
        </Form>
      )}
    </section>
  );
}
