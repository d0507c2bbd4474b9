// GET /zone-navigator/proposal.pdf?views=3-qualified,5-qualified: the proposal of one to four
// views, each from the zone-data service, named for the signed-in advisor who downloads it (with
// `&questionnaire=<a result's query>`, the client's answers too).
// Each client may download PROPOSAL_RATE_LIMIT_MAX in a window; a visitor's proposal is drawn
// once per views, data and day and then reused (app/.server/pdf/proposal-cache.ts). Every
// download is recorded (app/.server/downloads/download-records.ts).
import type { RouterContextProvider } from "react-router";
import { clientAddressContext, publishedContentContext, storageContext } from "~/.server/load-context";
import { contentVersionsLine, productsUsed } from "~/.server/published/document-stamps";
import { currentAdvisor, type CurrentAdvisor } from "~/.server/accounts/current-advisor";
import { describeDbError } from "~/.server/db/safe-error";
import { pdfDownload, plainText } from "~/.server/downloads/download-headers";
import { proposalContentVersion, recordOrRefuse } from "~/.server/downloads/download-records";
import { firmDay } from "~/.server/firm-day";
import { getProposalCache, proposalKey } from "~/.server/pdf/proposal-cache";
import { proposalBasis, renderProposalPdf } from "~/.server/pdf/proposal-pdf";
import { log } from "~/.server/log";
import { getSettings } from "~/.server/settings";
import { presentView, projectionsOf } from "~/.server/zone-data/projections";
import { zoneDataContext } from "~/.server/load-context";
import { loadViews } from "~/.server/zone-data/views";
import { proposalCopy as copy } from "~/content/proposal";
import { suitabilityRules } from "~/content/questionnaire-limits";
import { readQuestionnaire } from "~/lib/schemas/suitability";
import type { ZoneSelection } from "~/lib/zones";
import { MAX_COMPARED_VIEWS, parseViewList, viewKey } from "~/lib/zone-views";
import type { Route } from "./+types/zone-proposal-pdf";

export async function loader({ request, context }: Route.LoaderArgs) {
  const limited = await overLimit(context);
  if (limited) return limited;
  const list = parseViewList(new URL(request.url).searchParams);
  if (list.invalid.length > 0 || list.views.length === 0) return plainText(400, copy.badList(list.invalid));
  if (list.overLimit.length > 0) return plainText(400, copy.tooMany(MAX_COMPARED_VIEWS + list.overLimit.length));

  // One session lookup names the advisor and decides who sees the projections.
  const [views, session] = await Promise.all([loadViews(list.views, context.get(zoneDataContext)), signedInAdvisor(request, context)]);
  // Named for an advisor the firm counts as one: verified, and approved where the firm approves
  // advisors. A registration still waiting gets a visitor's proposal, unnamed, without the firm's
  // letterhead beside a name the firm has not checked.
  const advisor = session.advisor?.emailVerified && session.advisor.approved !== false ? session.advisor : undefined;
  // From a questionnaire's result, an advisor's proposal carries the client's answers; a visitor's
  // general illustration has no client, and is the same whatever the address says of one.
  const questionnaire = advisor ? proposalQuestionnaire(new URL(request.url).searchParams.get("questionnaire"), list.views) : undefined;
  if (questionnaire === "mismatch") return plainText(400, copy.badQuestionnaire);
  const date = new Date();
  const basis = proposalBasis({ advisor, questionnaire });
  const projections = projectionsOf(advisor);
  const content = context.get(publishedContentContext);
  const contentVersions = contentVersionsLine(content, productsUsed(views.flatMap((view) => view.products ?? [])));
  const draw = async () => {
    const pdf = await renderProposalPdf({
      views: views.map((view) => presentView(view, projections)),
      advisor,
      date,
      projections,
      contentVersions,
      questionnaire,
    });
    log("info", "proposal.rendered", { views: list.views.map(viewKey).join(",") });
    return pdf;
  };
  // A proposal that names its advisor is drawn for that advisor alone.
  // The versions it names are part of what it says: a publication draws it afresh.
  const viewsKey = advisor ? undefined : proposalKey(views, projections, firmDay(date));
  const key = viewsKey && `${viewsKey}|content@${content.revision}`;
  const pdf = key ? await getProposalCache().reuse(key, draw) : await draw();
  const refused = await recordOrRefuse(
    (await context.get(storageContext)).db,
    {
      // An advisor's document is kept as sent; a visitor's is drawn for anyone, from the versions recorded.
      document: advisor ? pdf : undefined,
      kind: "proposal",
      advisorId: advisor?.id,
      subject: list.views.map(viewKey).join(","),
      dataVersions: views.map((view) => view.dataVersion),
      contentVersion: proposalContentVersion(basis, "client", projections, contentVersions),
      at: date,
    },
    request,
  );
  if (refused) return refused;
  return pdfDownload(pdf, copy.file(firmDay(date), basis), session.headers);
}

/**
 * The questionnaire result a proposal was opened from (its address: the answers, the account type
 * and the chosen zone), scored again here: it must be for the one view of the proposal, and within
 * what the answers allow (a zone above that is saved with the advisor's reason first, and its
 * proposal comes from the saved view). "mismatch" for anything else.
 */
function proposalQuestionnaire(param: string | null, views: readonly ZoneSelection[]) {
  if (param === null) return undefined;
  const state = param.length <= 1000 ? readQuestionnaire(suitabilityRules, param) : undefined;
  const [view] = views;
  if (!state || state.aboveLimit || views.length !== 1 || view?.zone !== state.chosen || view.account !== state.account) return "mismatch";
  return { answers: state.answers, suggested: state.suggested, chosen: state.chosen };
}

/**
 * The 429 of a client over its download limit, counted in the database (the same answer from
 * every server process) before anything else is done. When the count cannot be made, the
 * proposal is answered rather than refused: it needs no storage itself.
 */
async function overLimit(context: Readonly<RouterContextProvider>): Promise<Response | undefined> {
  const settings = getSettings();
  const rule = { scope: "proposal-pdf", max: settings.PROPOSAL_RATE_LIMIT_MAX, windowMs: settings.PROPOSAL_RATE_LIMIT_WINDOW_MS };
  try {
    const verdict = await (await context.get(storageContext)).limits.hit(rule, context.get(clientAddressContext));
    if (verdict.allowed) return undefined;
    log("warn", "proposal.rate-limited", { retryAfterSeconds: verdict.retryAfterSeconds });
    const refused = plainText(429, copy.rateLimited(verdict.retryAfterSeconds));
    refused.headers.set("Retry-After", String(verdict.retryAfterSeconds));
    return refused;
  } catch (error) {
    log("warn", "proposal.rate-limit-unavailable", { error: describeDbError(error) });
    return undefined;
  }
}

/**
 * The advisor who downloads it, to name on the proposal. A visitor without cookies is not looked
 * up; when accounts cannot be read, the proposal is made without a name rather than refused.
 */
async function signedInAdvisor(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ advisor?: CurrentAdvisor; headers?: Headers }> {
  if (!request.headers.has("Cookie")) return {};
  try {
    return await currentAdvisor(request, context);
  } catch (error) {
    log("warn", "proposal.advisor-unavailable", { error: describeDbError(error) });
    return {};
  }
}
