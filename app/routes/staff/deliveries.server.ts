// The server side of /staff/deliveries (admins): the deliveries retrying or failed, and
// "Retry now" (a POST answered with a redirect back, naming what was done).
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { listTroubledDeliveries, retryDelivery } from "~/.server/staff/deliveries";
import { staffOnly } from "~/.server/staff/staff-only";

export async function loadDeliveries(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db } = await staffOnly(request, context, "admin");
  const retried = new URL(request.url).searchParams.get("retried") === "1";
  const accounts = await accountServices(context);
  const sending = { webhook: accounts.webhookConfigured ?? false, mail: accounts.mailServerConfigured ?? false };
  return data({ deliveries: await listTroubledDeliveries(db), retried, sending }, { headers });
}

export async function handleRetryPost(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers, db } = await staffOnly(request, context, "admin");
  const refused = refusedPost(request, context);
  if (refused) return data({ problem: refused.message }, { status: refused.status, headers });
  const form = await request.formData().catch(() => new FormData());
  const outcome = await retryDelivery(db, String(form.get("id") ?? ""), staff);
  if (outcome === "not-retryable")
    return data(
      { problem: "That delivery is no longer waiting to be retried: it was delivered, or it is being sent now." },
      { status: 409, headers },
    );
  (await accountServices(context)).base.wake();
  return redirect("/staff/deliveries?retried=1", { headers });
}
