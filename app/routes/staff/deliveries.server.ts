// The server side of /staff/deliveries (admins): the deliveries retrying or failed, and
// "Retry now" (a POST answered with a redirect back, naming what was done); the mails of each
// recent publication to followers, counted, with "Retry failed".
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { listTroubledDeliveries, retryDelivery } from "~/.server/staff/deliveries";
import { staffOnly } from "~/.server/staff/staff-only";
import { listPublicationMails, retryFailedPublicationMails } from "~/.server/signals/publication-deliveries";
import { deliveriesCopy } from "~/content/staff";

export async function loadDeliveries(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db } = await staffOnly(request, context, "admin");
  const retriedParam = new URL(request.url).searchParams.get("retried");
  const retried = retriedParam === "1" ? "one" : retriedParam === "publication" ? "publication" : null;
  const accounts = await accountServices(context);
  const sending = { webhook: accounts.webhookConfigured ?? false, mail: accounts.mailServerConfigured ?? false };
  const [deliveries, publications] = await Promise.all([listTroubledDeliveries(db), listPublicationMails(db)]);
  return data({ deliveries, publications, retried, sending }, { headers });
}

export async function handleRetryPost(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers, db } = await staffOnly(request, context, "admin");
  const refused = refusedPost(request, context);
  if (refused) return data({ problem: refused.message }, { status: refused.status, headers });
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") === "retry-publication") {
    const publication = String(form.get("publication") ?? "").slice(0, 200);
    const retried = publication ? await retryFailedPublicationMails(db, publication, staff) : 0;
    if (retried === 0) return data({ problem: deliveriesCopy.publications.nothingToRetry }, { status: 409, headers });
    (await accountServices(context)).base.wake();
    return redirect("/staff/deliveries?retried=publication", { headers });
  }
  const outcome = await retryDelivery(db, String(form.get("id") ?? ""), staff);
  if (outcome === "not-retryable")
    return data(
      { problem: "That delivery is no longer waiting to be retried: it was delivered, or it is being sent now." },
      { status: 409, headers },
    );
  (await accountServices(context)).base.wake();
  return redirect("/staff/deliveries?retried=1", { headers });
}
