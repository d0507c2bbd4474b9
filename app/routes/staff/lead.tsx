// /staff/leads/:id: one lead with its whole message, its delivery, the staff's status, assignee
// and notes, and its history (the audit log's entries about it). Plain forms: they work without
// JavaScript and come back here naming what was saved.
import { Form, Link } from "react-router";
import { passRetryAfter } from "~/.server/accounts/form-post";
import { FormOutcome } from "~/components/staff/form-outcome";
import { LeadReply } from "~/components/staff/lead-reply";
import { LeadTimeline } from "~/components/staff/lead-timeline";
import { StatusBadge } from "~/components/staff/status-badge";
import { SelectField, TextareaField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { consoleTitle, leadReplyCopy, leadSavedCopy, statusNames } from "~/content/staff";
import { deliveryLabel } from "~/lib/delivery-state";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import { LEAD_STATUSES } from "~/lib/schemas/lead-filter";
import { NOTE_MAX } from "~/lib/schemas/lead-update";
import type { Route } from "./+types/lead";
import { handleLeadPost, loadLead } from "./lead.server";

export const headers = passRetryAfter;

export const meta = () => pageMeta({ title: consoleTitle("Lead"), description: "One lead with its message, notes and history." });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLead(request, context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return handleLeadPost(request, context, params.id);
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, history, staff, timeline, replies, saved, webhookConfigured, mailServerConfigured } = loaderData;
  const replyErrors = actionData?.form === "reply" ? actionData.errors : {};
  const delivery = deliveryLabel(lead.delivery, webhookConfigured);
  const stateErrors = actionData?.form === "state" ? actionData.errors : {};
  const noteErrors = actionData?.form === "note" ? actionData.errors : {};
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link to="/staff/leads" className="text-primary underline hover:no-underline">
          All leads
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold break-words sm:text-3xl">{lead.name}</h1>
      <p className="mt-1 text-muted-foreground">
        {lead.source} · <time dateTime={lead.at}>{formatMoment(lead.at)}</time>
      </p>

      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-2">
        <Item term="Email">
          <a href={`mailto:${lead.email}`} className="break-all text-primary underline hover:no-underline">
            {lead.email}
          </a>
        </Item>
        <Item term="Firm">{lead.firmName || "Not given"}</Item>
        {lead.kind === "contact" ? (
          <>
            <Item term="Phone">{lead.phoneNumber || "Not given"}</Item>
            <Item term="Subject">{lead.subject}</Item>
            <Item term="Financial advisor">{lead.isFinancialAdvisor ? "Yes" : "No"}</Item>
          </>
        ) : (
          <Item term="CRD number">{lead.crdNumber ?? "Not given"}</Item>
        )}
        <Item term="Webhook">
          <StatusBadge tone={delivery.tone}>{delivery.label}</StatusBadge>
        </Item>
      </dl>

      {lead.kind === "contact" ? (
        <div className="mt-6">
          <h2 className="text-lg font-semibold">Message</h2>
          <p className="mt-2 rounded-lg border border-border bg-card p-4 text-sm break-words whitespace-pre-wrap">{lead.message}</p>
        </div>
      ) : null}

      <LeadTimeline entries={timeline} currentId={lead.id} email={lead.email} />

      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <div>
          <h2 className="text-lg font-semibold">Status and assignee</h2>
          <FormOutcome
            done={saved === "state" || saved === "unchanged" ? leadSavedCopy[saved] : null}
            problem={stateErrors.form}
            className="mt-3"
          />
          <Form method="post" className="mt-3 flex flex-col gap-2" aria-label="Status and assignee">
            <input type="hidden" name="intent" value="state" />
            <SelectField label="Status" name="status" defaultValue={lead.status} error={stateErrors.status}>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusNames[status]}
                </option>
              ))}
            </SelectField>
            <SelectField label="Assignee" name="assignee" defaultValue={lead.assigneeId ?? ""} error={stateErrors.assignee}>
              <option value="">Nobody</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </SelectField>
            <Button type="submit" className="self-start">
              Save Status
            </Button>
          </Form>
        </div>
        <div>
          <h2 className="text-lg font-semibold">Add a note</h2>
          <FormOutcome done={saved === "note" ? leadSavedCopy.note : null} className="mt-3" />
          {/* A new form after each note (keyed on their count): the box is empty again once "Note added" shows. */}
          <Form key={lead.notes.length} method="post" className="mt-3 flex flex-col gap-2" aria-label="Add a note">
            <input type="hidden" name="intent" value="note" />
            <TextareaField
              label="Note"
              name="note"
              required
              maxLength={NOTE_MAX}
              className="[&_textarea]:min-h-28"
              defaultValue={actionData?.form === "note" ? actionData.values.note : ""}
              error={noteErrors.note}
            />
            <Button type="submit" className="self-start">
              Add Note
            </Button>
          </Form>
        </div>
      </div>

      <div className="mt-8">
        <h2 className="text-lg font-semibold">Notes</h2>
        {lead.notes.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ol className="mt-2 grid gap-3">
            {lead.notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-border bg-card p-4 text-sm">
                <p className="text-muted-foreground">
                  {note.author} · <time dateTime={note.at}>{formatMoment(note.at)}</time>
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
      </div>

      <LeadReply
        name={lead.name}
        email={lead.email}
        subject={lead.subject}
        replies={replies}
        sent={saved === "reply" ? leadReplyCopy.sent(mailServerConfigured) : null}
        errors={replyErrors}
        values={actionData?.form === "reply" ? actionData.values : {}}
      />

      <div className="mt-8">
        <h2 className="text-lg font-semibold">History</h2>
        <ol className="mt-2 grid gap-1 text-sm">
          <li>
            <time dateTime={lead.at}>{formatMoment(lead.at)}</time> · received from the{" "}
            {lead.kind === "contact" ? "contact form" : "registration"}
          </li>
          {history.map((entry) => (
            <li key={entry.id} className="break-words">
              <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · {entry.actor} · {entry.action}
              {entry.detail ? `: ${entry.detail}` : ""}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
