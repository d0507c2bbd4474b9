import type { FormEvent } from "react";
import { AccountPanel, TextLink } from "~/components/account/account-panel";
import { SubmitButton } from "~/components/account/submit-button";
import { useAccountAction } from "~/components/account/use-account-action";
import { InputField } from "~/components/forms/field";
import { accountNotices, loginCopy as copy } from "~/content/account";
import { advisorAuth, signInProblem } from "~/lib/advisor-auth";
import { formText } from "~/lib/form-text";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/login");

// Both fields carry the browser's `required`, as the spec asks, so an empty field is stopped
// by the browser before the form is submitted. `signInProblem` still rejects what the browser
// lets through (a password of spaces) with the spec's 'Login Failed' toast.
export default function LoginPage() {
  const { pending, submit } = useAccountAction({
    check: signInProblem,
    send: (credentials) => advisorAuth.signIn(credentials),
    notices: accountNotices.signIn,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit({ email: formText(form, "email"), password: formText(form, "password") });
  }

  return (
    <AccountPanel
      title={copy.title}
      lead={copy.lead}
      prompt={{ text: copy.signUpPrompt, link: copy.signUp }}
      note={copy.certification}
      onSubmit={handleSubmit}
    >
      <InputField label={copy.emailLabel} name="email" type="email" autoComplete="email" required />
      <InputField
        label={copy.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <p className="-mt-2 mb-2 text-right text-sm">
        <TextLink link={copy.forgotPassword} />
      </p>
      <SubmitButton pending={pending} text={copy.submit} pendingText={copy.submitting} needsScript />
    </AccountPanel>
  );
}
