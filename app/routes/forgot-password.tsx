import type { FormEvent } from "react";
import { AccountPanel } from "~/components/account/account-panel";
import { SubmitButton } from "~/components/account/submit-button";
import { InputField } from "~/components/forms/field";
import { accountNotices, forgotPasswordCopy as copy } from "~/content/account";
import { advisorAuth } from "~/lib/advisor-auth";
import { formText } from "~/lib/form-text";
import { metaFor } from "~/lib/meta";
import { notify } from "~/lib/notify";
import { usePending } from "~/lib/use-pending";

export const meta = () => metaFor("/forgot-password");

export default function ForgotPasswordPage() {
  const { pending, run } = usePending();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), "email");
    await run(() => advisorAuth.requestPasswordReset(email));
    void notify(accountNotices.resetRequested);
  }

  return (
    <AccountPanel
      title={copy.title}
      lead={copy.lead}
      prompt={{ link: copy.backToLogin }}
      onSubmit={handleSubmit}
    >
      <InputField label={copy.emailLabel} name="email" type="email" autoComplete="email" required />
      <SubmitButton pending={pending} text={copy.submit} pendingText={copy.submitting} needsScript />
    </AccountPanel>
  );
}
