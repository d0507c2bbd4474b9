import type { FormEvent } from "react";
import { AccountPanel, TextLink } from "~/components/account/account-panel";
import { SubmitButton } from "~/components/account/submit-button";
import { useAccountAction } from "~/components/account/use-account-action";
import { CheckboxField, InputField } from "~/components/forms/field";
import { accountNotices, signupCopy as copy } from "~/content/account";
import { pages } from "~/content/pages";
import { advisorAuth, registrationProblem } from "~/lib/advisor-auth";
import { formText } from "~/lib/form-text";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(pages["/signup"]);

export default function SignupPage() {
  const { pending, submit } = useAccountAction({
    check: registrationProblem,
    send: (registration) => advisorAuth.register(registration),
    notices: accountNotices.registration,
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit({
      firstName: formText(form, "firstName"),
      lastName: formText(form, "lastName"),
      email: formText(form, "email"),
      password: formText(form, "password"),
      firmName: formText(form, "firmName"),
      agreedToTerms: form.get("terms") === "on",
    });
  }

  return (
    <AccountPanel
      title={copy.title}
      lead={copy.lead}
      prompt={{ text: copy.signInPrompt, link: copy.signIn }}
      note={copy.certification}
      onSubmit={handleSubmit}
    >
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <InputField label={copy.firstNameLabel} name="firstName" autoComplete="given-name" required />
        <InputField label={copy.lastNameLabel} name="lastName" autoComplete="family-name" required />
      </div>
      <InputField label={copy.emailLabel} name="email" type="email" autoComplete="email" required />
      <InputField label={copy.passwordLabel} name="password" type="password" autoComplete="new-password" required />
      <InputField label={copy.firmNameLabel} name="firmName" autoComplete="organization" required />
      <CheckboxField name="terms" label={<TermsLabel />} />
      <SubmitButton pending={pending} text={copy.submit} pendingText={copy.submitting} />
    </AccountPanel>
  );
}

function TermsLabel() {
  const { before, termsLink, between, privacyLink, after } = copy.terms;
  return (
    <>
      {before}
      <TextLink link={termsLink} />
      {between}
      <TextLink link={privacyLink} />
      {after}
    </>
  );
}
