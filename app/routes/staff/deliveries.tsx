// /staff/deliveries (admins): webhook posts and mails that are retrying or failed, with their
// last error and "Retry now".
import { Form } from "react-router";
import { FormOutcome } from "~/components/staff/form-outcome";
import { StatusBadge } from "~/components/staff/status-badge";
import { PublicationMails } from "~/components/staff/publication-mails";
import { Button } from "~/components/ui/button";
import { consoleTitle, deliveriesCopy } from "~/content/staff";
import { deliveryLabel } from "~/lib/delivery-state";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/deliveries";
import { handleRetryPost, loadDeliveries } from "./deliveries.server";

export const meta = () => pageMeta({ title: consoleTitle("Deliveries"), description: "Deliveries that are retrying or failed." });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDeliveries(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleRetryPost(request, context);
}

export default function DeliveriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { deliveries, publications, retried, sending } = loaderData;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">Deliveries</h1>
      <p className="mt-1 text-muted-foreground">Webhook posts and mails that are retrying or failed, most recent first.</p>
      <FormOutcome
        done={
          retried === "publication"
            ? deliveriesCopy.publications.retried
            : retried
              ? "The delivery is queued again and goes out in a moment, with the same id."
              : null
        }
        problem={actionData?.problem}
      />
      {deliveries.length === 0 ? (
        <div className="mt-6 grid gap-2 text-muted-foreground" data-slot="deliveries-empty">
          <p>{deliveriesCopy.empty}</p>
          {sending.webhook ? null : <p>{deliveriesCopy.leadsStoredOnly}</p>}
          {sending.mail ? null : <p>{deliveriesCopy.mailsStoredOnly}</p>}
        </div>
      ) : null}
      <ul className="mt-6 grid gap-3">
        {deliveries.map((delivery) => {
          const state = deliveryLabel(delivery);
          return (
            <li
              key={delivery.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border bg-card p-4 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{delivery.what}</p>
                <p className="mt-1">
                  <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
                </p>
                <p className="mt-1 break-words text-muted-foreground">
                  Last error: {delivery.lastError || "none recorded"} · last change {formatMoment(delivery.updatedAt)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="id" value={delivery.id} />
                <Button type="submit" variant="outline" size="sm" aria-label={`Retry now: ${delivery.what}`}>
                  Retry Now
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
      <PublicationMails rows={publications} />
    </section>
  );
}
