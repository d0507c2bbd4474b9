// The server side of /forgot-password: the same answer, in the same time, for every address:
// the request is stored alike for each and worked off by the relay, which mails a reset link
// to an existing account. Requests are limited per client like sign-in attempts.
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { refusedPost } from "~/.server/accounts/form-post";
import { loginRules } from "~/.server/accounts/login-throttle";
import { queuePasswordReset } from "~/.server/accounts/account-requests";
import { accountServices } from "~/.server/accounts/services";
import { describeDbError } from "~/.server/db/safe-error";
import { clientAddressContext } from "~/.server/load-context";
import { log } from "~/.server/log";
import { getSettings } from "~/.server/settings";
import { formProblems } from "~/.server/accounts/form-post";
import { fieldErrors, keptValues, type AccountFormResult } from "~/lib/schemas/form-result";
import { registrationErrors } from "~/lib/schemas/registration";

export const emailOnlySchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: registrationErrors.email })),
});

export async function handleForgotPost(request: Request, context: Readonly<RouterContextProvider>) {
  const refused = refusedPost(request, context);
  if (refused)
    return data<AccountFormResult>(
      { status: "refused", message: refused.message, values: {} },
      { status: refused.status, headers: refused.headers },
    );
  const form = await request.formData().catch(() => new FormData());
  const values = keptValues(form, ["email"]);
  const checked = emailOnlySchema.safeParse(Object.fromEntries(form));
  if (!checked.success) return data<AccountFormResult>({ status: "invalid", errors: fieldErrors(checked.error), values }, { status: 400 });
  try {
    const accounts = await accountServices(context);
    const rule = { ...loginRules(getSettings()).client, scope: "password-reset-client" };
    const limit = await accounts.base.limits.hit(rule, context.get(clientAddressContext));
    if (!limit.allowed) {
      return data<AccountFormResult>(
        { status: "refused", message: formProblems["rate-limited"], values },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    await queuePasswordReset(accounts.base.db, checked.data.email);
    accounts.base.wake();
  } catch (error) {
    log("error", "account.reset.not-requested", { error: describeDbError(error) });
    return data<AccountFormResult>({ status: "error", values }, { status: 503 });
  }
  return data<AccountFormResult>({ status: "done" });
}
