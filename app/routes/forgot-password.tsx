import { AccountPanel } from "~/components/account/account-panel";
import { SubmitButton } from "~/components/account/submit-button";
import { noticeFor, useAccountForm, type AccountFormNotices } from "~/components/account/use-account-form";
import { InputField } from "~/components/forms/field";
import { accountNotices, forgotPasswordCopy as copy } from "~/content/account";
import { accountFailures } from "~/content/account-fields";
import { accountPages as pages } from "~/content/account-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/forgot-password";
import { handleForgotPost } from "./forgot-password.server";

export const meta = () => pageMeta(pages["/forgot-password"]);

export async function action({ request, context }: Route.ActionArgs) {
  return handleForgotPost(request, context);
}

const notices: AccountFormNotices = { done: accountNotices.resetRequested, failedTitle: "Error", failed: accountFailures.request };

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { pending, errors, values } = useAccountForm(actionData, notices);
  return (
    <AccountPanel
      title={copy.title}
      lead={copy.lead}
      prompt={{ link: copy.backToLogin }}
      notice={noticeFor(actionData, notices)}
      answer={actionData}
    >
      <InputField
        label={copy.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
      />
      <SubmitButton pending={pending} text={copy.submit} pendingText={copy.submitting} />
    </AccountPanel>
  );
}
