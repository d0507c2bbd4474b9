// The server side of /advisor/two-factor: the second step of an advisor's sign-in, the app's code
// or a recovery code. Held to the same limits as the staff code page (the sign-in throttle and the
// account's hourly cap, accounts/code-attempts.ts); a right code gives the session a new token and
// goes on to the page the advisor was going to. Logged as events, never in the staff audit log.
import { data, redirect, type RouterContextProvider } from "react-router";
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { spendAdvisorCode } from "~/.server/accounts/advisor-two-factor";
import { admitCodeAttempt, codeAttemptRight } from "~/.server/accounts/code-attempts";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { clientAddressContext } from "~/.server/load-context";
import { log } from "~/.server/log";
import { rotateSessionToken } from "~/.server/staff/staff-sessions";
import { advisorCodeCopy } from "~/content/advisor-two-factor";
import { safeRedirectTarget } from "~/lib/redirect-target";

const onward = (request: Request) => safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));

const codePage = (request: Request, context: Readonly<RouterContextProvider>) =>
  advisorOnly(request, context, undefined, { pending: "allowed", code: "page" });

export async function loadAdvisorCode(request: Request, context: Readonly<RouterContextProvider>) {
  const { advisor, headers } = await codePage(request, context);
  if (!advisor.secondFactorPending) throw redirect(onward(request), { headers });
  return data(null, { headers });
}

export async function handleAdvisorCodePost(request: Request, context: Readonly<RouterContextProvider>) {
  const { advisor, headers, db } = await codePage(request, context);
  const refused = refusedPost(request, context);
  if (refused) return data({ problem: refused.message }, { status: refused.status, headers });
  if (!advisor.secondFactorPending) return redirect(onward(request), { headers });
  const accounts = await accountServices(context);
  const gate = { throttle: accounts.throttle, limits: accounts.base.limits, client: context.get(clientAddressContext), account: advisor };
  const refusal = await admitCodeAttempt(gate);
  if (refusal) {
    log("info", "account.two-factor.throttled", { userId: advisor.id, reason: refusal.refused });
    headers.set("Retry-After", String(refusal.retryAfterSeconds));
    return data({ problem: advisorCodeCopy[refusal.refused] }, { status: 429, headers });
  }
  const form = await request.formData().catch(() => new FormData());
  const typed = String(form.get("code") ?? "").slice(0, 64);
  const proof = accounts.totpKey ? await spendAdvisorCode(db, accounts.totpKey, advisor.id, typed) : undefined;
  if (!proof) {
    log("info", "account.two-factor.code-wrong", { userId: advisor.id });
    return data({ problem: advisorCodeCopy.wrong }, { status: 400, headers });
  }
  await codeAttemptRight(gate);
  // The session is complete now, under a new token: one seen before the code (session fixation) opens nothing.
  const cookie = await rotateSessionToken(db, accounts.authFor(request), advisor.sessionId, { secondFactorPending: false });
  if (cookie) headers.append("Set-Cookie", cookie);
  log("info", "account.two-factor.signed-in", { userId: advisor.id, with: proof });
  return redirect(onward(request), { headers });
}
