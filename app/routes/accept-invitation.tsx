// A staff member's invitation: choose a password. Opening the link changes nothing; the form's
// post spends it.
import { NewPasswordField } from "~/components/account/new-password-field";
import { AccountPanel, TextLink } from "~/components/account/account-panel";
import { SubmitButton } from "~/components/account/submit-button";
import { noticeFor, useAccountForm, type AccountFormNotices } from "~/components/account/use-account-form";
import { accountFailures } from "~/content/account-fields";
import { accountPages as pages } from "~/content/account-pages";
import { AuthenticatorKey, CodeField } from "~/components/account/code-fields";
import { invitationCopy as copy } from "~/content/staff";
import { invitationTwoFactorCopy as twoFactor } from "~/content/staff-session";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/accept-invitation";
import { handleAcceptPost, invitationOf } from "./accept-invitation.server";

export const meta = () => pageMeta(pages["/accept-invitation"]);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return invitationOf(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAcceptPost(request, context);
}

const notices: AccountFormNotices = { done: copy.done, failedTitle: "Error", failed: accountFailures.request };

export default function AcceptInvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, errors } = useAccountForm(actionData, notices);
  const notice = noticeFor(actionData, notices);
  if (actionData?.status === "done" || loaderData.state !== "valid") {
    const text = actionData?.status === "done" ? { title: copy.done.title, lead: copy.done.description } : copy[loaderData.state];
    return (
      <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
        <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold sm:text-3xl">{text.title}</h1>
          <p className="mt-2 text-muted-foreground">{text.lead}</p>
          <p className="mt-6 text-center text-sm">
            <TextLink link={copy.toLogin} />
          </p>
        </div>
      </section>
    );
  }
  return (
    <AccountPanel title={copy.valid.title} lead={copy.valid.lead} notice={notice} answer={actionData}>
      <input type="hidden" name="token" value={loaderData.token} />
      <NewPasswordField label={copy.passwordLabel} error={errors.password} />
      {loaderData.setup ? (
        <div className="mb-2 rounded-lg border border-border bg-muted p-4 text-sm">
          <input type="hidden" name="setupNonce" value={loaderData.setup.nonce} />
          <p>{twoFactor.setup}</p>
          <AuthenticatorKey setup={loaderData.setup} copy={twoFactor} />
          <CodeField className="mt-3" label={twoFactor.codeLabel} error={errors.code} />
        </div>
      ) : null}
      <SubmitButton pending={pending} text={copy.submit} pendingText={copy.submitting} />
    </AccountPanel>
  );
}
