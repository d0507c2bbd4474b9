// The server side of /staff/audit (admins): a page of the log's entries by the filter, and its
// CSV export (a POST of the same filter, itself recorded in the log; cells a spreadsheet would
// run as formulas are neutralised).
import { data, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { auditActions, listAudit, recordAudit, type AuditRow } from "~/.server/staff/audit";
import { staffOnly } from "~/.server/staff/staff-only";
import { toCsv } from "~/lib/csv";
import { auditFilterQuery, readAuditFilter } from "~/lib/schemas/audit-filter";
import { dayRangeProblem } from "~/lib/schemas/day-range";

export async function loadAudit(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db } = await staffOnly(request, context, "admin");
  const params = new URL(request.url).searchParams;
  const filter = readAuditFilter(params);
  const problem = dayRangeProblem(params);
  if (problem) return data({ filter, entries: [] as AuditRow[], older: null, problem }, { status: 400, headers });
  const page = await listAudit(db, filter);
  return data({ filter, ...page, problem: null }, { headers });
}

const CSV_LIMIT = 10_000;

export function auditCsv(entries: AuditRow[]): string {
  return toCsv([
    ["seq", "at", "actor", "action", "subject_type", "subject_id", "subject", "detail"],
    ...entries.map((entry) => [
      entry.seq,
      entry.at,
      entry.actor,
      entry.action,
      entry.subjectType ?? "",
      entry.subjectId ?? "",
      entry.subject ?? "",
      entry.detail,
    ]),
  ]);
}

export async function exportAudit(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers, db } = await staffOnly(request, context, "admin");
  const refused = refusedPost(request, context);
  if (refused) {
    for (const [name, value] of new Headers(refused.headers)) headers.set(name, value);
    throw data(refused.message, { status: refused.status, headers });
  }
  const form = await request.formData().catch(() => new FormData());
  const problem = dayRangeProblem(form);
  if (problem) throw data(problem, { status: 400, headers });
  const { before: _page, ...filter } = readAuditFilter(form);
  const { entries } = await listAudit(db, filter, CSV_LIMIT);
  const query = auditFilterQuery(filter);
  await recordAudit(db, staff, {
    action: auditActions.auditExport,
    detail: `${entries.length} entries${query ? `, filter ${query}` : ""}`,
  });
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`);
  return new Response(auditCsv(entries), { headers });
}
