// The server side of registration: checked with the form's schema, then the account and its
// verification mail (or, for a known address, a mail to its owner) are stored together before
// the visitor is told to check their email. Both cases get the same answer.
import { data, type RouterContextProvider } from "react-router";
import { register, resendVerification } from "~/.server/accounts/registration";
import { accountServices } from "~/.server/accounts/services";
import { refusedPost } from "~/.server/accounts/form-post";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { fieldErrors, keptValues, type AccountFormResult } from "~/lib/schemas/form-result";
import { registrationSchema, SIGNUP_FIELDS } from "~/lib/schemas/registration";
import { resendLinkSchema } from "~/lib/schemas/resend-link";

export async function handleSignupPost(request: Request, context: Readonly<RouterContextProvider>) {
  const refused = refusedPost(request, context);
  if (refused) {
    log("warn", "account.registration.refused", { status: refused.status });
    return data<AccountFormResult>(
      { status: "refused", message: refused.message, values: {} },
      { status: refused.status, headers: refused.headers },
    );
  }
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") === "resend") return resend(context, form);
  const values = keptValues(form, SIGNUP_FIELDS);
  const checked = registrationSchema.safeParse(Object.fromEntries(form));
  if (!checked.success) {
    return data<AccountFormResult>({ status: "invalid", errors: fieldErrors(checked.error), values }, { status: 400 });
  }
  try {
    const accounts = await accountServices(context);
    const mail = await register(accounts.deps, checked.data, accounts.siteUrl);
    accounts.mailQueued(mail);
    log("info", "account.registration.stored", mail ? { mailId: mail.id } : { mail: "capped" });
  } catch (error) {
    log("error", "account.registration.not-stored", { error: describeDbError(error) });
    return data<AccountFormResult>({ status: "error", values }, { status: 503 });
  }
  return data<AccountFormResult>({ status: "done", inbox: { email: checked.data.email, resent: false } });
}

/**
 * "Resend the link" from the inbox panel: a new verification link when the address has an
 * account waiting for one, within the mail caps (one link every few minutes, a few an hour).
 * Every address gets the same answer.
 */
async function resend(context: Readonly<RouterContextProvider>, form: FormData) {
  const checked = resendLinkSchema.safeParse(Object.fromEntries(form));
  if (!checked.success)
    return data<AccountFormResult>({ status: "invalid", errors: fieldErrors(checked.error), values: {} }, { status: 400 });
  try {
    const accounts = await accountServices(context);
    accounts.mailQueued(await resendVerification(accounts.deps, checked.data.email, accounts.siteUrl));
  } catch (error) {
    log("error", "account.verification.not-resent", { error: describeDbError(error) });
    return data<AccountFormResult>({ status: "error", values: { email: checked.data.email } }, { status: 503 });
  }
  return data<AccountFormResult>({ status: "done", inbox: { email: checked.data.email, resent: true } });
}
