// The server side of /verify-email. Opening a mailed link changes nothing (mail scanners open
// links): the page tells what the link would do, and its button (a POST) spends it, verifying
// the address and handing the registration to the firm's relay. The other form asks for a new
// link, with the same answer for every address.
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { refusedPost } from "~/.server/accounts/form-post";
import { findLink, linkProblem, type LinkProblem } from "~/.server/accounts/links";
import { resendVerification, verifyEmail, type Verification } from "~/.server/accounts/registration";
import { accountServices } from "~/.server/accounts/services";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { fieldErrors, keptValues, type AccountFormResult } from "~/lib/schemas/form-result";
import { resendLinkSchema } from "~/lib/schemas/resend-link";

export type LinkStatus = "none" | "confirm" | LinkProblem;

/** What the link of the address would do if confirmed now; nothing is spent. */
export async function linkStatus(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ status: LinkStatus; token: string }> {
  const token = new URL(request.url).searchParams.get("token");
  if (token === null) return { status: "none", token: "" };
  const accounts = await accountServices(context);
  return { status: linkProblem(await findLink(accounts.base.db, token, "verify-email"), new Date()) ?? "confirm", token };
}

/** `waits`: the firm approves advisors, and this one's registration now waits for it. */
export type VerifyActionData = { verification: Verification["status"]; waits?: boolean } | AccountFormResult;

const confirmSchema = z.object({ token: z.string().max(100) });

export async function handleVerifyPost(request: Request, context: Readonly<RouterContextProvider>) {
  const refused = refusedPost(request, context);
  if (refused)
    return data<VerifyActionData>(
      { status: "refused", message: refused.message, values: {} },
      { status: refused.status, headers: refused.headers },
    );
  const form = await request.formData().catch(() => new FormData());
  if (form.has("token")) return confirm(context, form);
  const values = keptValues(form, ["email"]);
  const checked = resendLinkSchema.safeParse(Object.fromEntries(form));
  if (!checked.success) return data<VerifyActionData>({ status: "invalid", errors: fieldErrors(checked.error), values }, { status: 400 });
  try {
    const accounts = await accountServices(context);
    accounts.mailQueued(await resendVerification(accounts.deps, checked.data.email, accounts.siteUrl));
  } catch (error) {
    log("error", "account.verification.not-resent", { error: describeDbError(error) });
    return data<VerifyActionData>({ status: "error", values }, { status: 503 });
  }
  return data<VerifyActionData>({ status: "done" });
}

async function confirm(context: Readonly<RouterContextProvider>, form: FormData) {
  const checked = confirmSchema.safeParse(Object.fromEntries(form));
  if (!checked.success) return data<VerifyActionData>({ verification: "unknown" }, { status: 400 });
  try {
    const accounts = await accountServices(context);
    const result = await verifyEmail(accounts.base.db, checked.data.token);
    if (result.status === "verified") {
      accounts.base.wake();
      log("info", "account.email.verified", { registrationId: result.registrationId });
      return data<VerifyActionData>({ verification: "verified", waits: Boolean(accounts.approvalRequired) });
    }
    log("info", "account.email.link-refused", { reason: result.status });
    return data<VerifyActionData>({ verification: result.status }, { status: 410 });
  } catch (error) {
    log("error", "account.email.not-verified", { error: describeDbError(error) });
    return data<VerifyActionData>({ status: "error", values: {} }, { status: 503 });
  }
}
