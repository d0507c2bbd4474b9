// /staff/leads: contact messages and registrations in one list, newest first, with their
// delivery to the firm's webhook and the staff's status; searched and filtered by a GET form,
// exported as CSV by a POST of the same filter.
import { Form, Link } from "react-router";
import { FormOutcome } from "~/components/staff/form-outcome";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { consoleTitle, sourceNames, statusNames } from "~/content/staff";
import { deliveryLabel } from "~/lib/delivery-state";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import { LEAD_SOURCES, LEAD_STATUSES, type LeadFilter } from "~/lib/schemas/lead-filter";
import type { Route } from "./+types/leads";
import { loadLeads } from "./leads.server";

export const meta = () => pageMeta({ title: consoleTitle("Leads"), description: "Contact messages and registrations, newest first." });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLeads(request, context);
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { filter, leads, limit, problem, webhookConfigured } = loaderData;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">Leads</h1>
      <p className="mt-1 text-muted-foreground">Contact messages and registrations, newest first.</p>
      <FilterForm filter={filter} />
      <FormOutcome problem={problem ?? undefined} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {leads.length === 0
            ? "No leads match."
            : `${leads.length} lead${leads.length === 1 ? "" : "s"}${leads.length === limit ? ` (the newest ${limit})` : ""}`}
        </p>
        <Form method="post" action="/staff/leads/export" reloadDocument>
          {Object.entries(filter).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
          <Button type="submit" variant="outline" size="sm">
            Export CSV
          </Button>
        </Form>
      </div>
      <ul className="mt-4 grid gap-3">
        {leads.map((lead) => {
          const delivery = deliveryLabel(lead.delivery, webhookConfigured);
          return (
            <li key={lead.id} className="rounded-lg border border-border bg-card p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 className="min-w-0 text-base font-semibold break-words">
                  <Link to={`/staff/leads/${lead.id}`} className="text-primary underline hover:no-underline">
                    {lead.name}
                  </Link>
                  <span className="font-normal text-muted-foreground"> · {lead.subject}</span>
                </h2>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={lead.at}>{formatMoment(lead.at)}</time>
                </p>
              </div>
              <p className="mt-1 text-sm break-words">
                {lead.email}
                {lead.firmName ? ` · ${lead.firmName}` : ""}
              </p>
              <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                <Detail term="Source">{lead.source}</Detail>
                <Detail term="Status">{statusNames[lead.status]}</Detail>
                <Detail term="Assignee">{lead.assignee ?? "Nobody"}</Detail>
                <Detail term="Webhook">
                  <StatusBadge tone={delivery.tone}>{delivery.label}</StatusBadge>
                </Detail>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="text-muted-foreground">{term}:</dt>
      <dd>{children}</dd>
    </div>
  );
}

function FilterForm({ filter }: { filter: LeadFilter }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter leads"
      className="mt-6 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="lead-q">Name, email or firm</Label>
        <Input id="lead-q" name="q" type="search" defaultValue={filter.q ?? ""} maxLength={100} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="lead-status">Status</Label>
        <NativeSelect id="lead-status" name="status" defaultValue={filter.status ?? ""}>
          <option value="">Any</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusNames[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="lead-source">Source</Label>
        <NativeSelect id="lead-source" name="source" defaultValue={filter.source ?? ""}>
          <option value="">Any</option>
          {LEAD_SOURCES.map((source) => (
            <option key={source} value={source}>
              {sourceNames[source]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="lead-from">From</Label>
        <Input id="lead-from" name="from" type="date" defaultValue={filter.from ?? ""} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="lead-to">To</Label>
        <Input id="lead-to" name="to" type="date" defaultValue={filter.to ?? ""} />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-6">
        <Button type="submit">Apply Filter</Button>
        <Link to="/staff/leads" className="inline-flex h-10 items-center text-sm font-semibold text-primary underline hover:no-underline">
          Clear
        </Link>
      </div>
    </Form>
  );
}
