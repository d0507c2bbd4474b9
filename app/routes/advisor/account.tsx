// The account page of the advisor area: details, what the advisor follows, contact details,
// password, two-factor sign-in, sessions and deletion.
import { NewPasswordField } from "~/components/account/new-password-field";
import { PasswordField } from "~/components/account/password-field";
import { ResultBanner } from "~/components/forms/result-banner";
import { useFocusFirstError } from "~/components/forms/use-first-error";
import { browserOf } from "~/lib/browser-name";
import type { Notice } from "~/lib/notice";
import { useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/account/submit-button";
import { noticeFor, useAccountForm, type AccountFormNotices } from "~/components/account/use-account-form";
import { InputField } from "~/components/forms/field";
import { TwoFactorSection } from "~/components/account/two-factor-section";
import { FollowingSection } from "~/components/account/following-section";
import { followingCopy } from "~/content/following";
import { advisorTwoFactorCopy as twoFactorCopy } from "~/content/advisor-two-factor";
import { buttonVariants } from "~/components/ui/button";
import { accountFailures } from "~/content/account-fields";
import { accountPageCopy as copy } from "~/content/account-page";
import { accountContactCopy as contactCopy } from "~/content/account-contact";
import { formatDate } from "~/lib/format-date";
import { accountPages as pages } from "~/content/account-pages";
import { pageMeta } from "~/lib/meta";
import type { AccountFormResult } from "~/lib/schemas/form-result";
import type { AccountIntent } from "~/lib/schemas/account-settings";
import { passRetryAfter } from "~/.server/accounts/form-post";
import type { Route } from "./+types/account";
import { handleAccountPost, loadAccount } from "./account.server";

export const meta = () => pageMeta(pages["/advisor/account"], { index: false });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccount(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAccountPost(request, context);
}

/** A refused password check says when to try again, with or without JavaScript. */
export const headers = passRetryAfter;

const noticesOf = (done: { title: string; description: string }): AccountFormNotices => ({
  done,
  failedTitle: "Error",
  failed: accountFailures.request,
});

/** The answer of one form, only when the last post was that form's. */
function useIntent(actionData: Route.ComponentProps["actionData"], intent: AccountIntent, done: { title: string; description: string }) {
  const result: AccountFormResult | undefined = actionData?.intent === intent ? actionData.result : undefined;
  const notices = noticesOf(done);
  const navigation = useNavigation();
  const form = useAccountForm(result, notices);
  // Several forms share the page: only the one being sent reads as pending.
  const pending = form.pending && navigation.formData?.get("intent") === intent;
  return { ...form, pending, notice: noticeFor(result, notices) };
}

export default function AdvisorAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, sessions, deletable, twoFactor, following, reviewHint } = loaderData;
  const details = useIntent(actionData, "profile", actionData?.review ? copy.profile.review : copy.profile.done);
  const password = useIntent(actionData, "password", copy.password.done);
  const email = useIntent(actionData, "email", contactCopy.email.done);
  const crd = useIntent(actionData, "crd", actionData?.review ? contactCopy.crd.review : contactCopy.crd.done);
  const ended = useIntent(actionData, "end-session", copy.sessions.done);
  const removal = useIntent(actionData, "delete", copy.remove.done);
  const twoFactorStart = useIntent(actionData, "two-factor-start", twoFactorCopy.started);
  const twoFactorOn = useIntent(actionData, "two-factor-on", twoFactorCopy.enabled);
  const twoFactorOff = useIntent(actionData, "two-factor-off", twoFactorCopy.disabled);
  const follow = useIntent(actionData, "following", followingCopy.done);
  const page = useRef<HTMLElement>(null);
  useFocusFirstError(page, actionData);
  return (
    <section ref={page} className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-semibold">{copy.title}</h1>
        <p className="mt-2 text-muted-foreground">{copy.lead}</p>
      </div>
      <Panel title={copy.profile.title} notice={details.notice}>
        <Form method="post" className="grid gap-2 sm:grid-cols-2">
          <input type="hidden" name="intent" value="profile" />
          <InputField
            label="First name"
            name="firstName"
            required
            maxLength={100}
            defaultValue={details.values.firstName ?? profile.firstName}
            error={details.errors.firstName}
          />
          <InputField
            label="Last name"
            name="lastName"
            required
            maxLength={100}
            defaultValue={details.values.lastName ?? profile.lastName}
            error={details.errors.lastName}
          />
          <InputField
            className="sm:col-span-2"
            label="Firm name"
            name="firmName"
            required
            maxLength={200}
            defaultValue={details.values.firmName ?? profile.firmName}
            error={details.errors.firmName}
          />
          {reviewHint ? <p className="text-sm text-muted-foreground sm:col-span-2">{reviewHint}</p> : null}
          <div className="sm:col-span-2">
            <SubmitButton pending={details.pending} text={copy.profile.submit} pendingText={copy.profile.submitting} />
          </div>
        </Form>
      </Panel>
      <Panel id="following" title={followingCopy.title} notice={follow.notice}>
        <FollowingSection
          key={JSON.stringify(following)}
          allowed={following.allowed}
          models={following.models}
          commentary={following.commentary}
          pending={follow.pending}
          error={follow.errors.follow}
        />
      </Panel>
      <Panel title={contactCopy.title} notice={email.notice ?? crd.notice}>
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="email" />
          <p className="text-sm">
            <span className="text-muted-foreground">{contactCopy.email.current}: </span>
            <span className="font-semibold break-all" data-slot="current-email">
              {profile.email}
            </span>
          </p>
          <InputField
            label={contactCopy.email.next}
            name="newEmail"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={email.values.newEmail ?? ""}
            error={email.errors.newEmail}
          />
          <PasswordField
            label={contactCopy.email.password}
            name="currentPassword"
            autoComplete="current-password"
            required
            error={email.errors.currentPassword}
          />
          <SubmitButton pending={email.pending} text={contactCopy.email.submit} pendingText={contactCopy.email.submitting} />
        </Form>
        <Form method="post" className="mt-6 grid gap-2 border-t border-border pt-6">
          <input type="hidden" name="intent" value="crd" />
          <p className="text-sm text-muted-foreground">{contactCopy.crd.hint}</p>
          <InputField
            label={contactCopy.crd.label}
            name="crdNumber"
            inputMode="numeric"
            maxLength={8}
            defaultValue={crd.values.crdNumber ?? profile.crdNumber}
            error={crd.errors.crdNumber}
          />
          <SubmitButton pending={crd.pending} text={contactCopy.crd.submit} pendingText={contactCopy.crd.submitting} />
        </Form>
      </Panel>
      <Panel title={copy.password.title} notice={password.notice}>
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="password" />
          <PasswordField
            label={copy.password.current}
            name="currentPassword"
            autoComplete="current-password"
            required
            error={password.errors.currentPassword}
          />
          <NewPasswordField label={copy.password.next} name="newPassword" error={password.errors.newPassword} />
          <SubmitButton pending={password.pending} text={copy.password.submit} pendingText={copy.password.submitting} />
        </Form>
      </Panel>
      <Panel id="two-factor" title={twoFactorCopy.title} notice={twoFactorOn.notice ?? twoFactorOff.notice ?? twoFactorStart.notice}>
        {twoFactor ? (
          <TwoFactorSection
            state={twoFactor}
            recoveryCodes={twoFactor.recoveryCodes}
            start={twoFactorStart}
            on={twoFactorOn}
            off={twoFactorOff}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {twoFactorCopy.staff}{" "}
            <a href="/staff/security" className="font-semibold text-primary underline">
              {twoFactorCopy.staffLink}
            </a>
          </p>
        )}
      </Panel>
      <Panel title={copy.sessions.title} notice={ended.notice}>
        <ul className="grid gap-3">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm"
              data-slot="session"
            >
              <div>
                <p className="font-semibold">
                  {session.current ? copy.sessions.current : copy.sessions.browser(browserOf(session.userAgent))}
                </p>
                <p className="text-muted-foreground">
                  {copy.sessions.started} {formatDate(session.createdAt.slice(0, 10))} · {copy.sessions.lastSeen}{" "}
                  {formatDate(session.lastSeenAt.slice(0, 10))}
                </p>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                    {copy.sessions.end}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={copy.remove.title} notice={removal.notice}>
        {deletable ? (
          <>
            <p className="mb-4 text-sm text-muted-foreground">{copy.remove.lead}</p>
            <Form method="post" reloadDocument className="grid gap-2">
              <input type="hidden" name="intent" value="delete" />
              <PasswordField
                label={copy.remove.password}
                name="password"
                autoComplete="current-password"
                required
                error={removal.errors.password}
              />
              <SubmitButton pending={removal.pending} text={copy.remove.submit} pendingText={copy.remove.submitting} destructive />
            </Form>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{copy.remove.staff}</p>
        )}
      </Panel>
    </section>
  );
}

function Panel({ id, title, notice, children }: { id?: string; title: string; notice?: Notice; children: ReactNode }) {
  return (
    <div id={id} className="rounded-lg border border-border bg-card p-6">
      <h2 className="mb-4 text-xl font-semibold">{title}</h2>
      {notice ? <ResultBanner notice={notice} className="mb-4" /> : null}
      {children}
    </div>
  );
}
