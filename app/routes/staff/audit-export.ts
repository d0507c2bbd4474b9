// POST /staff/audit/export (admins): the audit log's entries under the page's filter as CSV,
// the export itself recorded in the log.
import { data } from "react-router";
import { staffOnly } from "~/.server/staff/staff-only";
import type { Route } from "./+types/audit-export";
import { exportAudit } from "./audit.server";

/** Opening the address changes nothing: an export is a POST of the page's form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { headers } = await staffOnly(request, context, "admin");
  headers.set("Allow", "POST");
  return data(null, { status: 405, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return exportAudit(request, context);
}
