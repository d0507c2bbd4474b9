// GET /zone-navigator/proposal.pdf?views=3-qualified,5-qualified: the proposal of one to four
// views, each from the zone-data service, named for the signed-in advisor who downloads it.
import type { RouterContextProvider } from "react-router";
import { currentAdvisor, type CurrentAdvisor } from "~/.server/accounts/current-advisor";
import { describeDbError } from "~/.server/db/safe-error";
import { pdfDownload, plainText } from "~/.server/downloads/download-headers";
import { isoDay } from "~/.server/pdf/pdf-document";
import { renderProposalPdf } from "~/.server/pdf/proposal-pdf";
import { log } from "~/.server/log";
import { presentView, projectionsOf } from "~/.server/zone-data/projections";
import { zoneDataContext } from "~/.server/load-context";
import { loadViews } from "~/.server/zone-data/views";
import { proposalCopy as copy } from "~/content/proposal";
import { MAX_COMPARED_VIEWS, parseViewList } from "~/lib/zone-views";
import type { Route } from "./+types/zone-proposal-pdf";

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = parseViewList(new URL(request.url).searchParams);
  if (list.invalid.length > 0 || list.views.length === 0) return plainText(400, copy.badList(list.invalid));
  if (list.overLimit.length > 0) return plainText(400, copy.tooMany(MAX_COMPARED_VIEWS + list.overLimit.length));

  // One session lookup names the advisor and decides who sees the projections.
  const [views, session] = await Promise.all([loadViews(list.views, context.get(zoneDataContext)), signedInAdvisor(request, context)]);
  const advisor = session.advisor?.emailVerified ? session.advisor : undefined;
  const date = new Date();
  const projections = projectionsOf(advisor);
  const shown = views.map((view) => presentView(view, projections));
  const pdf = await renderProposalPdf({ views: shown, advisor, date, projections });
  return pdfDownload(pdf, copy.file(isoDay(date)), session.headers);
}

/**
 * The advisor who downloads it, to name on the proposal. A visitor without cookies is not looked
 * up; when accounts cannot be read, the proposal is made without a name rather than refused.
 */
async function signedInAdvisor(request: Request, context: Readonly<RouterContextProvider>): Promise<{ advisor?: CurrentAdvisor; headers?: Headers }> {
  if (!request.headers.has("Cookie")) return {};
  try {
    return await currentAdvisor(request, context);
  } catch (error) {
    log("warn", "proposal.advisor-unavailable", { error: describeDbError(error) });
    return {};
  }
}
