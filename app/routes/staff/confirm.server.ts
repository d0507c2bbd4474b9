// The server side of /staff/confirm: a staff member gives the password (or the code) again before
// a sensitive action; a right answer opens those actions for STAFF_REAUTH_MINUTES and returns to
// the console page named by `back`, a wrong or missing one is answered 400, too many 429.
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { clientAddressContext } from "~/.server/load-context";
import { log } from "~/.server/log";
import { confirmIdentity, confirmMethod } from "~/.server/staff/reauthentication";
import { staffOnly } from "~/.server/staff/staff-only";
import { staffConfirmCopy as copy } from "~/content/staff-session";
import { fieldErrors, type FormResult } from "~/lib/schemas/form-result";
import { consoleBack, staffConfirmSchema } from "~/lib/schemas/staff-confirm";

export type ConfirmResult = FormResult;

/** The console page to go back to, with the note that the confirmation worked. */
const confirmedBack = (back: string) => `${back}${back.includes("?") ? "&" : "?"}confirmed=1`;

export async function loadConfirm(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers } = await staffOnly(request, context);
  const back = consoleBack(new URL(request.url).searchParams.get("back"));
  return data({ back, method: await confirmMethod(await accountServices(context), staff.id) }, { headers });
}

export async function handleConfirmPost(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers } = await staffOnly(request, context);
  const refused = refusedPost(request, context);
  if (refused) {
    return data<ConfirmResult>({ status: "refused", message: refused.message, values: {} }, { status: refused.status, headers });
  }
  const form = await request.formData().catch(() => new FormData());
  const checked = staffConfirmSchema.safeParse(Object.fromEntries(form));
  const back = consoleBack(form.get("back"));
  if (!checked.success) {
    return data<ConfirmResult>({ status: "invalid", errors: fieldErrors(checked.error), values: { back } }, { status: 400, headers });
  }
  const accounts = await accountServices(context);
  const outcome = await confirmIdentity(accounts, request, staff, context.get(clientAddressContext), checked.data);
  if (!outcome.ok && outcome.problem === "throttled") {
    headers.set("Retry-After", String(outcome.retryAfterSeconds));
    return data<ConfirmResult>({ status: "refused", message: copy.throttled, values: { back } }, { status: 429, headers });
  }
  if (!outcome.ok) {
    log("info", "staff.reauthentication.failed", { userId: staff.id });
    const field = checked.data.method === "code" ? "code" : "password";
    const message = field === "code" ? copy.wrongCode : copy.wrongPassword;
    return data<ConfirmResult>({ status: "invalid", errors: { [field]: message }, values: { back } }, { status: 400, headers });
  }
  log("info", "staff.reauthenticated", { userId: staff.id });
  return redirect(confirmedBack(checked.data.back), { headers });
}
