import { AccountPanel } from "~/components/account/account-panel";
import { SubmitButton } from "~/components/account/submit-button";
import { noticeFor, useAccountForm, type AccountFormNotices } from "~/components/account/use-account-form";
import { InputField } from "~/components/forms/field";
import { buttonVariants } from "~/components/ui/button";
import { accountFailures, verifyEmailCopy as copy } from "~/content/account";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { handleResendPost, verifyFromLink } from "./verify-email.server";

export const meta = () => pageMeta(pages["/verify-email"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  return { status: await verifyFromLink(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleResendPost(request, context);
}

const notices: AccountFormNotices = { done: copy.resent, failedTitle: "Error", failed: accountFailures.request };

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, errors, values } = useAccountForm(actionData, notices);
  const { status } = loaderData;
  const text = copy[status];
  if (status === "verified") {
    return (
      <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
        <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold sm:text-3xl">{text.title}</h1>
          <p className="mt-2 text-muted-foreground">{text.lead}</p>
          <Link to={copy.signIn.href} className={buttonVariants({ size: "lg", className: "mt-6 w-full" })}>
            {copy.signIn.label}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <AccountPanel title={text.title} lead={text.lead} action="/verify-email" prompt={{ link: copy.signIn }} notice={noticeFor(actionData, notices)}>
      <InputField label={copy.resendLabel} name="email" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
      <SubmitButton pending={pending} text={copy.resend} pendingText={copy.resending} />
    </AccountPanel>
  );
}
