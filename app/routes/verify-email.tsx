import { AccountPanel } from "~/components/account/account-panel";
import { SubmitButton } from "~/components/account/submit-button";
import { noticeFor, useAccountForm, type AccountFormNotices } from "~/components/account/use-account-form";
import { InputField } from "~/components/forms/field";
import { buttonVariants } from "~/components/ui/button";
import { accountFailures } from "~/content/account-fields";
import { verifyEmailCopy as copy } from "~/content/verify-email";
import { accountPages as pages } from "~/content/account-pages";
import type { AccountFormResult } from "~/lib/schemas/form-result";
import { pageMeta } from "~/lib/meta";
import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { handleVerifyPost, linkStatus, type VerifyActionData } from "./verify-email.server";

export const meta = () => pageMeta(pages["/verify-email"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  return linkStatus(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleVerifyPost(request, context);
}

const notices: AccountFormNotices = { done: copy.resent, failedTitle: "Error", failed: accountFailures.request };

const formResult = (answer: VerifyActionData | undefined): AccountFormResult | undefined =>
  answer && "status" in answer ? answer : undefined;

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = formResult(actionData);
  const { pending, errors, values } = useAccountForm(result, notices);
  const status = actionData && "verification" in actionData ? actionData.verification : loaderData.status;
  if (status === "verified") {
    return (
      <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
        <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold sm:text-3xl">{copy.verified.title}</h1>
          <p className="mt-2 text-muted-foreground">
            {actionData && "waits" in actionData && actionData.waits ? copy.verified.waits : copy.verified.lead}
          </p>
          <Link to={copy.signIn.href} className={buttonVariants({ size: "lg", className: "mt-6 w-full" })}>
            {copy.signIn.label}
          </Link>
        </div>
      </section>
    );
  }
  if (status === "confirm") {
    return (
      <AccountPanel
        title={copy.confirm.title}
        lead={copy.confirm.lead}
        action={`/verify-email?token=${encodeURIComponent(loaderData.token)}`}
        notice={noticeFor(result, notices)}
        answer={result}
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton pending={pending} text={copy.confirmButton} pendingText={copy.confirming} />
      </AccountPanel>
    );
  }
  const text = copy[status];
  return (
    <AccountPanel
      title={text.title}
      lead={text.lead}
      action="/verify-email"
      prompt={{ link: copy.signIn }}
      notice={noticeFor(result, notices)}
      answer={result}
    >
      <InputField
        label={copy.resendLabel}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
      />
      <SubmitButton pending={pending} text={copy.resend} pendingText={copy.resending} />
    </AccountPanel>
  );
}
