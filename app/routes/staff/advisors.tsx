// /staff/advisors: registered advisors with firm, CRD number, verification and approval, last
// sign-in and how many views they saved (never the views themselves); approve or decline with
// a note; a decline asks first, since its mail goes at once.
import { Form, useSearchParams } from "react-router";
import { TextareaField } from "~/components/forms/field";
import { DeclineConfirm } from "~/components/staff/decline-confirm";
import { FormOutcome } from "~/components/staff/form-outcome";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { advisorsCopy, consoleTitle } from "~/content/staff";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import { NOTE_MAX } from "~/lib/schemas/lead-update";
import type { Route } from "./+types/advisors";
import { handleDecisionPost, loadAdvisors } from "./advisors.server";

export const meta = () => pageMeta({ title: consoleTitle("Advisors"), description: "Registered advisors and their approval." });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdvisors(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleDecisionPost(request, context);
}

const approvalTone = { pending: "warn", approved: "ok", declined: "bad" } as const;
const approvalName = { pending: "Awaiting approval", approved: "Approved", declined: "Declined" } as const;

export default function AdvisorsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { advisors, approvalRequired, webhookConfigured, done, mailHeld } = loaderData;
  const asking = actionData && "confirmDecline" in actionData ? actionData.confirmDecline : undefined;
  const problem =
    actionData && "problem" in actionData
      ? actionData.problem
      : asking && !advisors.some((advisor) => advisor.id === asking.advisorId && advisor.verified)
        ? advisorsCopy.confirmDecline.unknown
        : undefined;
  // Back from "Keep As It Is": that advisor's decision button has the focus again.
  const kept = useSearchParams()[0].get("kept");
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">Advisors</h1>
      <p className="mt-1 text-muted-foreground">{approvalRequired ? advisorsCopy.approvalRequired : advisorsCopy.approvalRecorded}</p>
      <FormOutcome done={done ? advisorsCopy.decided(done, webhookConfigured, mailHeld) : null} problem={problem} />
      {advisors.length === 0 ? <p className="mt-6 text-muted-foreground">No advisor has registered yet.</p> : null}
      <ul className="mt-6 grid gap-3">
        {advisors.map((advisor) => (
          <li key={advisor.id} className="rounded-lg border border-border bg-card p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="min-w-0 text-base font-semibold break-words">{advisor.name}</h2>
              <StatusBadge tone={advisor.verified ? approvalTone[advisor.approval] : "idle"}>
                {advisor.verified ? approvalName[advisor.approval] : "Email not verified"}
              </StatusBadge>
            </div>
            <p className="mt-1 break-words">
              {advisor.email} · {advisor.firmName} · CRD {advisor.crdNumber ?? "not given"}
              {advisor.crdNumber ? (
                <>
                  {" "}
                  (
                  <a
                    href={advisorsCopy.brokerCheck.href(advisor.crdNumber)}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary underline hover:no-underline"
                  >
                    {advisorsCopy.brokerCheck.label}
                  </a>
                  )
                </>
              ) : null}
            </p>
            <p className="mt-1 text-muted-foreground">
              Registered {formatMoment(advisor.registeredAt)} · last sign-in{" "}
              {advisor.lastSignInAt ? formatMoment(advisor.lastSignInAt) : "never"} · {advisor.savedViews} saved view
              {advisor.savedViews === 1 ? "" : "s"}
            </p>
            {advisor.decidedAt && advisor.approval !== "pending" ? (
              <p className="mt-1">
                {advisorsCopy.decidedAt} {formatMoment(advisor.decidedAt)}
              </p>
            ) : null}
            {advisor.approvalNote ? <p className="mt-1 break-words">Note: {advisor.approvalNote}</p> : null}
            {advisor.verified && asking?.advisorId === advisor.id ? (
              <DeclineConfirm
                advisorId={advisor.id}
                name={advisor.name}
                note={asking.note}
                approved={advisor.approval === "approved"}
                closesContent={approvalRequired && advisor.approval === "approved"}
              />
            ) : advisor.verified ? (
              <Form method="post" className="mt-3 flex flex-col gap-2" aria-label={`Approval of ${advisor.name}`}>
                <input type="hidden" name="advisorId" value={advisor.id} />
                <TextareaField label={advisorsCopy.note} name="note" maxLength={NOTE_MAX} className="[&_textarea]:min-h-16" />
                <div className="flex flex-wrap gap-2">
                  {advisor.approval !== "approved" ? (
                    <Button type="submit" name="decision" value="approved" size="sm">
                      {advisorsCopy.approve}
                    </Button>
                  ) : null}
                  {advisor.approval !== "declined" ? (
                    <Button type="submit" name="decision" value="declined" size="sm" variant="outline" autoFocus={kept === advisor.id}>
                      {advisorsCopy.decline(advisor.approval === "approved")}
                    </Button>
                  ) : null}
                </div>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
