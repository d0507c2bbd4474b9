// The account page's two-factor forms (an advisor's own; staff use the console's page): set up (a
// new secret, encrypted at rest), turn on with a code from the app (every other session ends,
// this one gets a new token, and ten recovery codes are shown once: recovery-codes-shown.ts), or off with the password and
// a code or recovery code, held to the same throttle and hourly cap as the code page.
import type { RouterContextProvider } from "react-router";
import { checkPassword } from "~/.server/accounts/account-settings";
import { turnOffAdvisorTwoFactor, turnOnAdvisorTwoFactor } from "~/.server/accounts/advisor-two-factor";
import { admitCodeAttempt, codeAttemptRight } from "~/.server/accounts/code-attempts";
import type { CurrentAdvisor } from "~/.server/accounts/current-advisor";
import { accountServices } from "~/.server/accounts/services";
import { startTotpSetup } from "~/.server/accounts/totp";
import { isHttps } from "~/.server/accounts/hint-cookie";
import { recoveryCodesCookie } from "~/.server/accounts/recovery-codes-shown";
import { clientAddressContext } from "~/.server/load-context";
import { log } from "~/.server/log";
import { rotateSessionToken } from "~/.server/staff/staff-sessions";
import { advisorTwoFactorCopy as copy } from "~/content/advisor-two-factor";
import { accountErrors } from "~/lib/schemas/account-settings";
import { fieldErrors, type AccountFormResult } from "~/lib/schemas/form-result";
import { twoFactorOffSchema, twoFactorOnSchema } from "~/lib/schemas/two-factor";

export type TwoFactorIntent = "two-factor-start" | "two-factor-on" | "two-factor-off";

/** The form's answer, or (turned on) a redirect back to the page, which shows the recovery codes once. */
export type TwoFactorOutcome = { result: AccountFormResult; status?: number; headers?: Headers; redirect?: boolean };

const refusal = (message: string, status: number, headers?: Headers): TwoFactorOutcome => ({
  result: { status: "refused", message, values: {} },
  status,
  headers,
});

export async function handleTwoFactorPost(
  intent: TwoFactorIntent,
  fields: Record<string, unknown>,
  advisor: CurrentAdvisor,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<TwoFactorOutcome> {
  if (advisor.role !== "advisor") return refusal(copy.staff, 403);
  const accounts = await accountServices(context);
  const db = accounts.base.db;
  const key = accounts.totpKey;
  if (!key) throw new Error("no key for TOTP secrets");
  if (intent === "two-factor-start") {
    await startTotpSetup(db, key, advisor.id);
    log("info", "account.two-factor.setup-started", { userId: advisor.id });
    return { result: { status: "done" } };
  }
  if (intent === "two-factor-on") {
    const checked = twoFactorOnSchema.safeParse(fields);
    if (!checked.success) return { result: { status: "invalid", errors: fieldErrors(checked.error), values: {} }, status: 400 };
    const codes = await turnOnAdvisorTwoFactor(db, key, advisor.id, checked.data.code, advisor.sessionId);
    if (!codes) return { result: { status: "invalid", errors: { code: copy.wrong }, values: {} }, status: 400 };
    log("info", "account.two-factor.on", { userId: advisor.id });
    // Every other session ended with the change; this one goes on under a new token.
    const headers = new Headers({ "Set-Cookie": recoveryCodesCookie(key, advisor.id, codes, isHttps(request)) });
    const cookie = await rotateSessionToken(db, accounts.authFor(request), advisor.sessionId);
    if (cookie) headers.append("Set-Cookie", cookie);
    return { result: { status: "done" }, headers, redirect: true };
  }
  const checked = twoFactorOffSchema.safeParse(fields);
  if (!checked.success) return { result: { status: "invalid", errors: fieldErrors(checked.error), values: {} }, status: 400 };
  // The password and the code are both held to their limits, or a stolen session could guess them.
  const gate = { throttle: accounts.throttle, limits: accounts.base.limits, client: context.get(clientAddressContext), account: advisor };
  const refused = await admitCodeAttempt(gate);
  if (refused) {
    log("info", "account.two-factor.throttled", { userId: advisor.id, reason: refused.refused });
    return refusal(copy[refused.refused], 429, new Headers({ "Retry-After": String(refused.retryAfterSeconds) }));
  }
  if (!(await checkPassword(accounts.authFor(request), request.headers, checked.data.password)))
    return { result: { status: "invalid", errors: { password: accountErrors.wrongPassword }, values: {} }, status: 400 };
  if (!(await turnOffAdvisorTwoFactor(db, key, advisor.id, checked.data.code))) {
    log("info", "account.two-factor.code-wrong", { userId: advisor.id });
    return { result: { status: "invalid", errors: { code: copy.wrongOff }, values: {} }, status: 400 };
  }
  await codeAttemptRight(gate);
  log("info", "account.two-factor.off", { userId: advisor.id });
  return { result: { status: "done" } };
}
