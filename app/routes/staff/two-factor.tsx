// /staff/two-factor: after the password, a staff member who signs in with a code enters it here.
import { Form } from "react-router";
import { InputField } from "~/components/forms/field";
import { FormOutcome } from "~/components/staff/form-outcome";
import { Button } from "~/components/ui/button";
import { pages } from "~/content/pages";
import { twoFactorCopy as copy } from "~/content/staff";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/two-factor";
import { handleCodePost, loadTwoFactor } from "./two-factor.server";
import { passRetryAfter } from "~/.server/accounts/form-post";

/** A refused code says when the next one is checked. */
export const headers = passRetryAfter;

export const meta = () => pageMeta(pages["/staff/two-factor"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTwoFactor(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleCodePost(request, context);
}

export default function TwoFactorPage({ actionData }: Route.ComponentProps) {
  return (
    <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
        <p className="mt-2 text-muted-foreground">{copy.lead}</p>
        <FormOutcome problem={actionData?.problem} />
        <Form method="post" className="mt-6 flex flex-col gap-2">
          <InputField
            label={copy.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
          />
          <Button type="submit">{copy.submit}</Button>
        </Form>
      </div>
    </section>
  );
}
