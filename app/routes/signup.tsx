import { NewPasswordField } from "~/components/account/new-password-field";
import { AccountPanel, TextLink } from "~/components/account/account-panel";
import { SubmitButton } from "~/components/account/submit-button";
import { InboxPanel } from "~/components/account/inbox-panel";
import { noticeFor, useAccountForm, type AccountFormNotices } from "~/components/account/use-account-form";
import { CheckboxField, InputField } from "~/components/forms/field";
import { accountNotices, signupCopy as copy } from "~/content/account";
import { accountFailures } from "~/content/account-fields";
import { accountPages as pages } from "~/content/account-pages";
import { pageMeta } from "~/lib/meta";
import { fieldErrors, keptValues, type AccountFormResult } from "~/lib/schemas/form-result";
import { SIGNUP_FIELDS } from "~/lib/schemas/registration-fields";
import type { Route } from "./+types/signup";
import { handleSignupPost } from "./signup.server";

export const meta = () => pageMeta(pages["/signup"]);

/** The registration checks (and their library), loaded once when first needed, never with the page. */
const loadRegistrationSchema = () => import("~/lib/schemas/registration");

export async function action({ request, context }: Route.ActionArgs) {
  return handleSignupPost(request, context);
}

/** With JavaScript: the same schema checks the form first; an unreachable server keeps what was typed. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<AccountFormResult> {
  const form = await request.clone().formData();
  // "Resend the link" carries only the address: the server checks it.
  if (form.get("intent") === "resend") return (await serverAction().catch(() => ({ status: "error", values: {} }))) as AccountFormResult;
  const values = keptValues(form, SIGNUP_FIELDS);
  // Should the checks fail to load, the server's same checks answer instead.
  const checks = await loadRegistrationSchema().catch(() => undefined);
  const checked = checks?.registrationSchema.safeParse(Object.fromEntries(form));
  // Every field's error at once, as the server answers without JavaScript; unticked terms are
  // also the spec's toast.
  if (checked && !checked.success) return { status: "invalid", errors: fieldErrors(checked.error), values };
  try {
    return (await serverAction()) as AccountFormResult;
  } catch {
    return { status: "error", values };
  }
}

const notices: AccountFormNotices = {
  done: accountNotices.registration.success,
  failedTitle: "Error",
  failed: accountFailures.registration,
  fieldToasts: { terms: accountNotices.registration.problems["terms-not-accepted"] },
};

export default function SignupPage({ actionData }: Route.ComponentProps) {
  const inbox = actionData?.status === "done" ? actionData.inbox : undefined;
  // The spec's "Registration Successful" toast once; a resent link is said in the panel only.
  const { pending, errors, values } = useAccountForm(inbox?.resent ? undefined : actionData, notices, { toast: true });
  if (inbox) return <InboxPanel inbox={inbox} pending={pending} />;
  return (
    <AccountPanel
      title={copy.title}
      lead={copy.lead}
      prompt={{ text: copy.signInPrompt, link: copy.signIn }}
      note={copy.certification}
      notice={noticeFor(actionData, notices)}
      answer={actionData}
      toasted
      onFocus={() => void loadRegistrationSchema().catch(() => undefined)}
    >
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <InputField
          label={copy.firstNameLabel}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={100}
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <InputField
          label={copy.lastNameLabel}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={100}
          defaultValue={values.lastName}
          error={errors.lastName}
        />
      </div>
      <InputField
        label={copy.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={values.email}
        error={errors.email}
      />
      <NewPasswordField label={copy.passwordLabel} error={errors.password} />
      <InputField
        label={copy.firmNameLabel}
        name="firmName"
        autoComplete="organization"
        required
        maxLength={200}
        defaultValue={values.firmName}
        error={errors.firmName}
      />
      <InputField
        label={copy.crdNumberLabel}
        name="crdNumber"
        inputMode="numeric"
        pattern="[0-9]{1,8}"
        maxLength={8}
        autoComplete="off"
        defaultValue={values.crdNumber}
        error={errors.crdNumber}
      />
      <CheckboxField name="attestation" label={copy.attestationLabel} error={errors.attestation} />
      <CheckboxField name="terms" label={<TermsLabel />} error={errors.terms} />
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
