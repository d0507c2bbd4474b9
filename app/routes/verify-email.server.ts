// The server side of /verify-email: opening a link spends it (verifying the address and
// handing the registration to the firm's relay); the form asks for a new link, with the same
// answer for every address.
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { refusedPost } from "~/.server/accounts/form-post";
import { resendVerification, verifyEmail, type Verification } from "~/.server/accounts/registration";
import { accountServices } from "~/.server/accounts/services";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { fieldErrors, keptValues, type AccountFormResult } from "~/lib/schemas/account-form";
import { registrationErrors } from "~/lib/schemas/registration";

export async function verifyFromLink(request: Request, context: Readonly<RouterContextProvider>): Promise<Verification["status"] | "none"> {
  const token = new URL(request.url).searchParams.get("token");
  if (token === null) return "none";
  const accounts = await accountServices(context);
  const result = await verifyEmail(accounts.base.db, token);
  if (result.status === "verified") {
    accounts.base.wake();
    log("info", "account.email.verified", { registrationId: result.registrationId });
  } else {
    log("info", "account.email.link-refused", { reason: result.status });
  }
  return result.status;
}

const resendSchema = z.object({ email: z.string().trim().max(254).pipe(z.email({ error: registrationErrors.email })) });

export async function handleResendPost(request: Request, context: Readonly<RouterContextProvider>) {
  const refused = refusedPost(request, context);
  if (refused) return data<AccountFormResult>({ status: "refused", message: refused.message, values: {} }, { status: refused.status, headers: refused.headers });
  const form = await request.formData().catch(() => new FormData());
  const values = keptValues(form, ["email"]);
  const checked = resendSchema.safeParse(Object.fromEntries(form));
  if (!checked.success) return data<AccountFormResult>({ status: "invalid", errors: fieldErrors(checked.error), values }, { status: 400 });
  try {
    const accounts = await accountServices(context);
    accounts.mailQueued(await resendVerification(accounts.base.db, checked.data.email, accounts.siteUrl(request)));
  } catch (error) {
    log("error", "account.verification.not-resent", { error: describeDbError(error) });
    return data<AccountFormResult>({ status: "error", values }, { status: 503 });
  }
  return data<AccountFormResult>({ status: "done" });
}
