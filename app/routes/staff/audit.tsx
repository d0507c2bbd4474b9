// /staff/audit (admins): the staff's actions, newest first, a page at a time, filtered by who,
// action and days (a GET form), exported as CSV by a POST of the same filter. Read only:
// nothing in the console edits or deletes an entry.
import { Form, Link } from "react-router";
import { FormOutcome } from "~/components/staff/form-outcome";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { auditCopy, consoleTitle } from "~/content/staff";
import { auditActionNames } from "~/lib/audit-actions";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import { auditFilterQuery, type AuditFilterFields } from "~/lib/schemas/audit-filter";
import type { Route } from "./+types/audit";
import { loadAudit } from "./audit.server";

export const meta = () => pageMeta({ title: consoleTitle(auditCopy.title), description: "Every staff action: who, when and what." });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAudit(request, context);
}

const linkClass = "inline-flex h-10 items-center text-sm font-semibold text-primary underline hover:no-underline";

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { filter, entries, older, problem } = loaderData;
  const { before, ...withoutPage } = filter;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">{auditCopy.title}</h1>
      <p className="mt-1 text-muted-foreground">{auditCopy.lead}</p>
      <FilterForm filter={withoutPage} />
      <FormOutcome problem={problem ?? undefined} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {entries.length === 0 ? auditCopy.none : auditCopy.shown(entries.length, older !== null)}
        </p>
        <Form method="post" action="/staff/audit/export" reloadDocument>
          {Object.entries(withoutPage).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <Button type="submit" variant="outline" size="sm">
            {auditCopy.export}
          </Button>
        </Form>
      </div>
      <ol className="mt-4 grid gap-2">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-border bg-card px-4 py-3 text-sm break-words">
            <p>
              <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · <span className="font-semibold">{entry.actor}</span> ·{" "}
              {entry.action}
            </p>
            {entry.detail || entry.subjectId ? (
              <p className="mt-0.5 text-muted-foreground">
                {entry.subjectType === "lead" && entry.subjectId ? (
                  <a href={`/staff/leads/${entry.subjectId}`} className="text-primary underline hover:no-underline">
                    {entry.subject ?? auditCopy.leadLink}
                  </a>
                ) : (
                  entry.subject
                )}
                {entry.subject || (entry.subjectType === "lead" && entry.subjectId) ? (entry.detail ? " · " : "") : ""}
                {entry.detail}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {before !== undefined || older !== null ? (
        <nav aria-label={auditCopy.pages} className="mt-4 flex flex-wrap justify-between gap-3">
          {before !== undefined ? (
            <Link to={`/staff/audit${auditFilterQuery(withoutPage)}`} className={linkClass}>
              {auditCopy.newest}
            </Link>
          ) : (
            <span />
          )}
          {older !== null ? (
            <Link to={`/staff/audit${auditFilterQuery({ ...withoutPage, before: older })}`} className={linkClass}>
              {auditCopy.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function FilterForm({ filter }: { filter: Omit<AuditFilterFields, "before"> }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={auditCopy.filterLabel}
      className="mt-6 grid gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="audit-who">{auditCopy.who}</Label>
        <Input id="audit-who" name="who" type="search" defaultValue={filter.who ?? ""} maxLength={254} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-action">{auditCopy.action}</Label>
        <NativeSelect id="audit-action" name="action" defaultValue={filter.action ?? ""}>
          <option value="">{auditCopy.anyAction}</option>
          {auditActionNames.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-from">{auditCopy.from}</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={filter.from ?? ""} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-to">{auditCopy.to}</Label>
        <Input id="audit-to" name="to" type="date" defaultValue={filter.to ?? ""} />
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-5">
        <Button type="submit">{auditCopy.apply}</Button>
        <Link to="/staff/audit" className={linkClass}>
          {auditCopy.clear}
        </Link>
      </div>
    </Form>
  );
}
