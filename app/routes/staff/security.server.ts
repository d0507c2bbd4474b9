// The server side of /staff/security: a staff member's own two-factor sign-in: set up (a new
// secret, encrypted at rest), turned on with a code from the app (every other session ends, this
// one gets a new token), or off with the password and a current code (not while
// STAFF_REQUIRE_TOTP is set). Each post answers with a redirect back.
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { auditActions, recordAudit } from "~/.server/staff/audit";
import { admitCodeAttempt, codeAttemptRight } from "~/.server/accounts/code-attempts";
import { passwordIsRight } from "~/.server/staff/reauthentication";
import { staffOnly } from "~/.server/staff/staff-only";
import { rotateSessionToken } from "~/.server/staff/staff-sessions";
import { startTotpSetup, totpState } from "~/.server/accounts/totp";
import { confirmTotp, disableTotp } from "~/.server/staff/totp";
import { securityCopy } from "~/content/staff";
import { twoFactorCopy } from "~/content/two-factor-code";
import { staffConfirmCopy } from "~/content/staff-session";
import { clientAddressContext } from "~/.server/load-context";
import { PASSWORD_MAX_LENGTH } from "~/lib/schemas/password";

async function securityOf(request: Request, context: Readonly<RouterContextProvider>) {
  const guarded = await staffOnly(request, context, "staff", { missing: "allowed" });
  const accounts = await accountServices(context);
  if (!accounts.totpKey) throw new Error("no key for TOTP secrets");
  return { ...guarded, key: accounts.totpKey, required: accounts.totpRequired ?? false };
}

export async function loadSecurity(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers, db, key, required } = await securityOf(request, context);
  const done = new URL(request.url).searchParams.get("done");
  return data(
    { state: await totpState(db, key, staff.id), required, done: done === "enabled" || done === "disabled" ? done : null },
    { headers },
  );
}

export async function handleSecurityPost(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers, db, key, required } = await securityOf(request, context);
  const refused = refusedPost(request, context);
  if (refused) return data({ problem: refused.message }, { status: refused.status, headers });
  const form = await request.formData().catch(() => new FormData());
  const code = String(form.get("code") ?? "").replace(/\s/g, "");
  const intent = form.get("intent");
  const audit = (action: (typeof auditActions)[keyof typeof auditActions], detail = "") =>
    recordAudit(db, staff, { action, subjectType: "staff", subjectId: staff.id, detail });
  if (intent === "start") {
    await startTotpSetup(db, key, staff.id);
    await audit(auditActions.twoFactorSetup);
    return redirect("/staff/security", { headers });
  }
  if (intent === "confirm") {
    if (!(await confirmTotp(db, key, staff, code, staff.sessionId))) {
      await audit(auditActions.codeWrong, "turning two-factor on");
      return data({ problem: securityCopy.wrong }, { status: 400, headers });
    }
    // Every other session ended with the change; this one goes on under a new token.
    const cookie = await rotateSessionToken(db, (await accountServices(context)).authFor(request), staff.sessionId);
    if (cookie) headers.append("Set-Cookie", cookie);
    return redirect("/staff/security?done=enabled", { headers });
  }
  if (intent === "disable" && !required) {
    // Turning it off takes the password again and a code: both held to their limits, or a stolen
    // session could guess them.
    const accounts = await accountServices(context);
    const gate = { throttle: accounts.throttle, limits: accounts.base.limits, client: context.get(clientAddressContext), account: staff };
    const refusal = await admitCodeAttempt(gate);
    if (refusal) {
      if (refusal.refused === "capped") await audit(auditActions.codeThrottled, "hourly cap of the account");
      headers.set("Retry-After", String(refusal.retryAfterSeconds));
      return data({ problem: twoFactorCopy[refusal.refused] }, { status: 429, headers });
    }
    const password = String(form.get("password") ?? "").slice(0, PASSWORD_MAX_LENGTH);
    if (!(await passwordIsRight(accounts, request, staff.id, password)))
      return data({ problem: staffConfirmCopy.wrongPassword }, { status: 400, headers });
    if (!(await disableTotp(db, key, staff, code))) {
      await audit(auditActions.codeWrong, "turning two-factor off");
      return data({ problem: securityCopy.wrong }, { status: 400, headers });
    }
    await codeAttemptRight(gate);
    return redirect("/staff/security?done=disabled", { headers });
  }
  return data({ problem: securityCopy.wrong }, { status: 400, headers });
}
