// The server side of /staff/leads: the filtered list, and its CSV export (a POST: an export is
// an audited action, and GET changes nothing).
import { data, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { auditActions, recordAudit } from "~/.server/staff/audit";
import { leadExtras, type LeadExtras } from "~/.server/staff/lead-export";
import { LEAD_LIST_LIMIT, listLeads, type LeadSummary } from "~/.server/staff/leads";
import { requireRecentAuthentication } from "~/.server/staff/reauthentication";
import { staffOnly } from "~/.server/staff/staff-only";
import { toCsv } from "~/lib/csv";
import { deliveryLabel } from "~/lib/delivery-state";
import { leadFilterProblem, leadFilterQuery, readLeadFilter } from "~/lib/schemas/lead-filter";

export async function loadLeads(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db } = await staffOnly(request, context);
  const params = new URL(request.url).searchParams;
  const filter = readLeadFilter(params);
  const problem = leadFilterProblem(params);
  if (problem)
    return data(
      { filter, leads: [] as LeadSummary[], limit: LEAD_LIST_LIMIT, webhookConfigured: false, problem },
      { status: 400, headers },
    );
  const leads = await listLeads(db, filter);
  const webhookConfigured = (await accountServices(context)).webhookConfigured ?? false;
  return data({ filter, leads, limit: LEAD_LIST_LIMIT, webhookConfigured, problem: null }, { headers });
}

const CSV_LIMIT = 10_000;

/** The CSV of `leads`; phone, message and notes come last, from `extras` (formula-safe like every cell). */
export function leadsCsv(leads: LeadSummary[], webhookConfigured = true, extras: Map<string, LeadExtras> = new Map()): string {
  return toCsv([
    ["received", "source", "subject", "name", "email", "firm", "status", "assignee", "delivery", "phone", "message", "notes"],
    ...leads.map((lead) => [
      lead.at,
      lead.source,
      lead.subject,
      lead.name,
      lead.email,
      lead.firmName,
      lead.status,
      lead.assignee ?? "",
      deliveryLabel(lead.delivery, webhookConfigured).label,
      extras.get(lead.id)?.phone ?? "",
      extras.get(lead.id)?.message ?? "",
      extras.get(lead.id)?.notes ?? "",
    ]),
  ]);
}

export async function exportLeads(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers, db } = await staffOnly(request, context);
  const refused = refusedPost(request, context);
  if (refused) {
    // Too many posts is 429 with its Retry-After; a post from another site 403.
    for (const [name, value] of new Headers(refused.headers)) headers.set(name, value);
    throw data(refused.message, { status: refused.status, headers });
  }
  const form = await request.formData().catch(() => new FormData());
  const problem = leadFilterProblem(form);
  if (problem) throw data(problem, { status: 400, headers });
  const filter = readLeadFilter(form);
  // An export carries the leads' names and addresses away: the password first, if not given recently.
  const query = leadFilterQuery(filter);
  requireRecentAuthentication(staff, headers, `/staff/leads${query}`);
  const leads = await listLeads(db, filter, CSV_LIMIT);
  await recordAudit(db, staff, {
    action: auditActions.export,
    subjectType: "leads",
    detail: `${leads.length} leads${query ? `, filter ${query}` : ""}`,
  });
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
  const webhookConfigured = (await accountServices(context)).webhookConfigured ?? false;
  return new Response(leadsCsv(leads, webhookConfigured, await leadExtras(db, leads)), { headers });
}
