// The server side of /advisor/account: the signed-in advisor's details and sessions, and the
// forms (profile, password, end a session, what the advisor follows, delete the account), told
// apart by `intent`.
import { data, redirect, type RouterContextProvider } from "react-router";
import {
  changeCrdNumber,
  checkPassword,
  changePassword,
  deleteAccount,
  endSession,
  listSessions,
  mailPasswordChanged,
  updateProfile,
} from "~/.server/accounts/account-settings";
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { cancelEmailChanges, requestEmailChange } from "~/.server/accounts/email-change";
import { advisorUsers } from "~/.server/db/schema";
import { accountContactCopy } from "~/content/account-contact";
import { eq } from "drizzle-orm";
import { slowDown } from "~/.server/accounts/login-throttle";
import { refusedPost } from "~/.server/accounts/form-post";
import { hintCookie, isHttps } from "~/.server/accounts/hint-cookie";
import { accountReviewHint } from "~/content/account-review";
import { accountServices } from "~/.server/accounts/services";
import { describeDbError } from "~/.server/db/safe-error";
import { clientAddressContext } from "~/.server/load-context";
import { log } from "~/.server/log";
import { auditActions, recordAudit } from "~/.server/staff/audit";
import { isStaffRole } from "~/.server/staff/staff-accounts";
import { signInNotices } from "~/content/account";
import { accountPageCopy } from "~/content/account-page";
import { fieldErrors, keptValues, type AccountFormResult } from "~/lib/schemas/form-result";
import { advisorTwoFactor } from "~/.server/accounts/advisor-two-factor";
import type { CurrentAdvisor } from "~/.server/accounts/current-advisor";
import { recoveryCodesShown } from "~/.server/accounts/recovery-codes-shown";
import type { AccountServices } from "~/.server/accounts/services";
import { handleTwoFactorPost, type TwoFactorIntent } from "./account-two-factor.server";
import { loadFollowing, saveFollowing } from "./account-following.server";
import {
  accountErrors,
  accountIntents,
  changeEmailSchema,
  changePasswordSchema,
  crdSchema,
  deleteAccountSchema,
  endSessionSchema,
  profileSchema,
  type AccountIntent,
} from "~/lib/schemas/account-settings";

export type AccountActionData = { intent: AccountIntent; result: AccountFormResult; review?: boolean };

const twoFactorIntents: readonly string[] = ["two-factor-start", "two-factor-on", "two-factor-off"] satisfies TwoFactorIntent[];

const requireAdvisor = (request: Request, context: Readonly<RouterContextProvider>) =>
  advisorOnly(request, context, "/advisor/account", { pending: "allowed" });

/** An advisor's two-factor state, with the recovery codes just made when there are any (shown this once). */
async function twoFactorOf(request: Request, advisor: CurrentAdvisor, accounts: AccountServices, headers: Headers) {
  if (advisor.role !== "advisor" || !accounts.totpKey) return null;
  const state = await advisorTwoFactor(accounts.base.db, accounts.totpKey, advisor.id);
  const shown = recoveryCodesShown(request, accounts.totpKey, advisor.id, isHttps(request));
  if (shown.clear) headers.append("Set-Cookie", shown.clear);
  return { ...state, recoveryCodes: state.enabled ? shown.codes : undefined };
}

export async function loadAccount(request: Request, context: Readonly<RouterContextProvider>) {
  const { advisor, headers } = await requireAdvisor(request, context);
  const accounts = await accountServices(context);
  const sessions = await listSessions(accounts.base.db, advisor.id, advisor.sessionId);
  const [stored] = await accounts.base.db
    .select({ crdNumber: advisorUsers.crdNumber })
    .from(advisorUsers)
    .where(eq(advisorUsers.id, advisor.id));
  headers.set("Cache-Control", "private, no-store");
  return data(
    {
      profile: {
        firstName: advisor.firstName,
        lastName: advisor.lastName,
        firmName: advisor.firmName,
        email: advisor.email,
        crdNumber: stored?.crdNumber ?? "",
      },
      sessions,
      // Where the firm approves advisors, a new firm name goes back to it: the form says so first.
      reviewHint: accounts.approvalRequired && advisor.role === "advisor" ? accountReviewHint : undefined,
      // Staff are removed in the console (the last admin kept, the removal audited), never here.
      deletable: advisor.role === "advisor",
      // Staff set up two-factor sign-in in the console (/staff/security).
      twoFactor: await twoFactorOf(request, advisor, accounts, headers),
      following: await loadFollowing(accounts.base.db, advisor, context),
    },
    { headers },
  );
}

const answer = (intent: AccountIntent, result: AccountFormResult, init?: number | ResponseInit, review?: boolean) =>
  data<AccountActionData>({ intent, result, ...(review ? { review } : {}) }, init);

export async function handleAccountPost(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData().catch(() => new FormData());
  const intentField = form.get("intent");
  const intent: AccountIntent = accountIntents.includes(intentField as AccountIntent) ? (intentField as AccountIntent) : "profile";
  const refused = refusedPost(request, context);
  if (refused)
    return answer(
      intent,
      { status: "refused", message: refused.message, values: {} },
      { status: refused.status, headers: refused.headers },
    );
  const { advisor } = await requireAdvisor(request, context);
  try {
    const accounts = await accountServices(context);
    const auth = accounts.authFor(request);
    const fields = Object.fromEntries(form);
    if (intent === "profile") {
      const values = keptValues(form, ["firstName", "lastName", "firmName"]);
      const checked = profileSchema.safeParse(fields);
      if (!checked.success) return answer(intent, { status: "invalid", errors: fieldErrors(checked.error), values }, 400);
      const outcome = await updateProfile(accounts.base.db, advisor.id, checked.data, accounts.approvalRequired ?? false);
      if (outcome === "review") log("info", "account.firm.changed", { userId: advisor.id, review: true });
      return answer(intent, { status: "done" }, undefined, outcome === "review");
    }
    if (intent === "crd") {
      const values = keptValues(form, ["crdNumber"]);
      const checked = crdSchema.safeParse(fields);
      if (!checked.success) return answer(intent, { status: "invalid", errors: fieldErrors(checked.error), values }, 400);
      const outcome = await changeCrdNumber(accounts.base.db, advisor.id, checked.data.crdNumber, accounts.approvalRequired ?? false);
      if (outcome !== "unchanged") log("info", "account.crd.changed", { userId: advisor.id, review: outcome === "review" });
      return answer(intent, { status: "done" }, undefined, outcome === "review");
    }
    if (intent === "end-session") {
      const checked = endSessionSchema.safeParse(fields);
      if (checked.success) await endSession(accounts.base.db, advisor.id, checked.data.sessionId);
      return answer(intent, { status: "done" });
    }
    if (intent === "following") {
      const saved = await saveFollowing(accounts.base.db, advisor, form, context);
      return answer(intent, saved.result, saved.status);
    }
    if (twoFactorIntents.includes(intent)) {
      const outcome = await handleTwoFactorPost(intent as TwoFactorIntent, fields, advisor, request, context);
      if (outcome.redirect) return redirect("/advisor/account#two-factor", { headers: outcome.headers });
      return answer(intent, outcome.result, { status: outcome.status, headers: outcome.headers });
    }
    // The password asked for here is throttled like sign-in: a stolen session cannot guess it.
    const client = context.get(clientAddressContext);
    const throttled = async () => {
      const admission = await accounts.throttle.begin(client, advisor.email);
      if (!admission.allowed) {
        const notice = signInNotices.throttled(Math.ceil(admission.retryAfterSeconds / 60));
        const headers = { "Retry-After": String(admission.retryAfterSeconds) };
        return answer(
          intent,
          { status: "refused", title: notice.title, message: notice.description, values: {} },
          { status: 429, headers },
        );
      }
      await slowDown(admission);
      return undefined;
    };
    if (intent === "password") {
      const checked = changePasswordSchema.safeParse(fields);
      if (!checked.success) return answer(intent, { status: "invalid", errors: fieldErrors(checked.error), values: {} }, 400);
      const refusal = await throttled();
      if (refusal) return refusal;
      const changed = await changePassword(auth, request.headers, checked.data.currentPassword, checked.data.newPassword);
      if (!changed.ok)
        return answer(intent, { status: "invalid", errors: { currentPassword: accountErrors.wrongPassword }, values: {} }, 400);
      await accounts.throttle.succeeded(client, advisor.email);
      log("info", "account.password.changed", { userId: advisor.id });
      if (isStaffRole(advisor.role))
        await recordAudit(
          accounts.base.db,
          { id: advisor.id, email: advisor.email },
          { action: auditActions.passwordChange, subjectType: "staff", subjectId: advisor.id },
        );
      await cancelEmailChanges(accounts.base.db, advisor.id);
      accounts.mailQueued(await mailPasswordChanged(accounts.deps, advisor, accounts.siteUrl));
      const headers = new Headers();
      for (const cookie of changed.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      return answer(intent, { status: "done" }, { headers });
    }
    if (intent === "email") {
      const values = keptValues(form, ["newEmail"]);
      // A staff account's address is the firm's to change: the password alone must not move it.
      if (isStaffRole(advisor.role)) return answer(intent, { status: "refused", ...accountContactCopy.email.staffRefused, values }, 403);
      const checked = changeEmailSchema.safeParse(fields);
      if (!checked.success) return answer(intent, { status: "invalid", errors: fieldErrors(checked.error), values }, 400);
      if (checked.data.newEmail.toLowerCase() === advisor.email.toLowerCase())
        return answer(intent, { status: "invalid", errors: { newEmail: accountContactCopy.email.same }, values }, 400);
      const refusal = await throttled();
      if (refusal) return refusal;
      if (!(await checkPassword(auth, request.headers, checked.data.currentPassword)))
        return answer(intent, { status: "invalid", errors: { currentPassword: accountErrors.wrongPassword }, values }, 400);
      await accounts.throttle.succeeded(client, advisor.email);
      // The same answer whether or not a link went out (an address another account has gets none).
      const mail = await requestEmailChange(accounts.deps, advisor, checked.data.newEmail, accounts.siteUrl);
      log("info", "account.email.change-requested", { userId: advisor.id, mailed: mail !== undefined });
      accounts.mailQueued(mail);
      return answer(intent, { status: "done" });
    }
    if (advisor.role !== "advisor") return answer(intent, { status: "refused", message: accountPageCopy.remove.staff, values: {} }, 403);
    const checked = deleteAccountSchema.safeParse(fields);
    if (!checked.success) return answer(intent, { status: "invalid", errors: fieldErrors(checked.error), values: {} }, 400);
    const refusal = await throttled();
    if (refusal) return refusal;
    const deleted = await deleteAccount(auth, request.headers, checked.data.password);
    if (!deleted.ok) return answer(intent, { status: "invalid", errors: { password: accountErrors.wrongPassword }, values: {} }, 400);
    await accounts.throttle.succeeded(client, advisor.email);
    log("info", "account.deleted", { userId: advisor.id });
    const headers = new Headers({ "Set-Cookie": hintCookie(isHttps(request), false) });
    for (const cookie of deleted.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return redirect("/", { headers });
  } catch (error) {
    log("error", "account.settings.error", { intent, error: describeDbError(error) });
    return answer(intent, { status: "error", values: {} }, 503);
  }
}
