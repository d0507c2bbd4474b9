// POST /staff/archive/export (staff): the archive's versions under the page's filter as one JSON
// file with each version's content, the export itself recorded in the audit log.
import { data } from "react-router";
import { staffOnly } from "~/.server/staff/staff-only";
import type { Route } from "./+types/desk-archive-export";
import { exportArchive } from "./desk-archive.server";

/** Opening the address changes nothing: an export is a POST of the page's form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { headers } = await staffOnly(request, context);
  headers.set("Allow", "POST");
  return data(null, { status: 405, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  return exportArchive(request, context);
}
