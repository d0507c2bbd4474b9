// POST /staff/leads/export: the current filter of the leads list as CSV (cells a spreadsheet
// would run as formulas are neutralised), recorded in the audit log.
import { data } from "react-router";
import { staffOnly } from "~/.server/staff/staff-only";
import type { Route } from "./+types/leads-export";
import { exportLeads } from "./leads.server";

/** Opening the address changes nothing: an export is a POST of the list's form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { headers } = await staffOnly(request, context);
  headers.set("Allow", "POST");
  return data(null, { status: 405, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return exportLeads(request, context);
}
