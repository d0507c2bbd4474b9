// The proposal an advisor hands a client: one to four zone views with their figures, their
// allocations as a table and bars, every disclosure in full, the date, the page numbers and the
// version of the zone data it was made from in every page's footer. One or two US Letter pages,
// written to be handed to a client: prepared for and by whom (or, from a visitor, a general
// illustration), the advisor's firm beside the firm's name, disclosures addressed to the reader,
// the firm's own disclosures and the funds' prospectus statement. The client's copy (the default)
// links nowhere on the site, which is for advisors, and leaves out what is for financial
// professionals only: the zones' hypothetical targets and the advisor's internal suitability
// record. The advisor's copy (`copy: "advisor"`) carries them, marked as not for clients.
import { accountTypeCopy, zoneCategoryLegend, zoneDisclosure } from "~/content/zones";
import { documentCopy } from "~/content/documents";
import { proposalCopy as copy, type ProposalBasis } from "~/content/proposal";
import { site } from "~/content/site";
import { MAX_COMPARED_VIEWS } from "~/lib/zone-views";
import { formatDate } from "~/lib/format-date";
import { viewDatasetSource, zoneCategory, type AllocationItem, type ZoneRecord, type ZoneSelection, type ZoneView } from "~/lib/zones";
import { getSettings, siteUrlOf } from "~/.server/settings";
import type { ZoneProduct } from "~/lib/zone-products";
import type { SuitabilityRecord } from "~/lib/schemas/suitability";
import { allocationBlockHeight, drawAllocationBlock } from "./allocation-chart";
import { drawFirmDisclosures } from "./disclosures-section";
import { drawClientQuestionnaire, drawSuitability } from "./suitability-section";
import { drawProductsSection } from "./zone-products";
import {
  contentWidth,
  createDocument,
  drawFooters,
  drawHeading,
  drawLetterhead,
  drawNotice,
  drawParagraphs,
  ensureSpace,
  finish,
  fonts,
  palette,
  printable,
  tagged,
  type Doc,
} from "./pdf-document";

/** A view as the proposal prints it; the hypothetical targets may be absent (withheld upstream). */
export type ProposalView = {
  selection: ZoneSelection;
  zone: Omit<ZoneRecord, "expectedreturn" | "maxdrawdown"> & Partial<Pick<ZoneRecord, "expectedreturn" | "maxdrawdown">>;
  allocation: readonly AllocationItem[];
  dataVersion: string;
  /** The day (YYYY-MM-DD) the figures stand as of (ZoneView's dataAsOf). */
  dataAsOf: string;
  /** Where the figures come from, to name the dataset beside its version (built-in when absent). */
  source?: ZoneView["source"];
  notices?: readonly string[];
  /** The firm's models and ETFs that implement the view. */
  products?: readonly ZoneProduct[];
};

export type ProposalInput = {
  views: readonly ProposalView[];
  /** The signed-in advisor who prepared it. */
  advisor?: { firstName: string; lastName: string; firmName: string };
  /** The client label of a saved view (never a client's full name). */
  clientLabel?: string;
  date: Date;
  /** `hidden` leaves out expected return and max drawdown (a reader the site does not show them to). */
  projections?: "shown" | "hidden";
  /** The site's public address, to link each model and ETF to its page in the advisor's copy (SITE_URL by default). */
  siteUrl?: string;
  /** A saved questionnaire result's record: its answers, suggestion, choice and reason (advisor's copy only). */
  suitability?: SuitabilityRecord;
  /** The client's copy (default) or the advisor's, with the suitability record and the links to the site. */
  copy?: ProposalCopy;
  /** The published versions of the model figures and fund facts of its products, named beside the zone data's. */
  contentVersions?: string;
  /** A proposal made from a questionnaire result: the client's answers and the zone they suggest, printed in the client's copy. */
  questionnaire?: { answers: Record<string, string>; suggested: number; chosen: number };
};

export type ProposalCopy = "client" | "advisor";

const LABEL_WIDTH = 140;

/**
 * Whether a proposal prints the zones' hypothetical targets: they are for financial
 * professionals, so never in a copy an advisor hands a client; a visitor's illustration has them
 * where the site shows them to everyone.
 */
export const showsTargets = (advised: boolean, which: ProposalCopy, projections: "shown" | "hidden"): boolean =>
  projections === "shown" && (which === "advisor" || !advised);

/** What a proposal stands on: the client's questionnaire or suitability record behind an advisor's document, nothing, or it is a visitor's. */
export const proposalBasis = (input: Pick<ProposalInput, "advisor" | "questionnaire" | "suitability">): ProposalBasis =>
  !input.advisor ? "visitor" : input.questionnaire || input.suitability ? "assessed" : "unassessed";

export async function renderProposalPdf(input: ProposalInput): Promise<Buffer> {
  const { views, advisor, clientLabel, date, projections = "shown", copy: which = "client" } = input;
  const forAdvisor = which === "advisor";
  const siteUrl = forAdvisor ? (input.siteUrl ?? siteUrlOf(getSettings())) : undefined;
  if (views.length < 1 || views.length > MAX_COMPARED_VIEWS)
    throw new RangeError(`A proposal holds 1 to ${MAX_COMPARED_VIEWS} views, not ${views.length}`);
  const sources = views.map((view) => viewDatasetSource({ source: view.source ?? "built-in", notices: [...(view.notices ?? [])] }));
  const datasets = [
    ...new Set(
      views.map((view, index) =>
        zoneDisclosure.datasetLine(zoneDisclosure.datasetNames[sources[index]!], view.dataVersion, formatDate(view.dataAsOf)),
      ),
    ),
  ];
  const basis = proposalBasis(input);
  const title = forAdvisor ? documentCopy.advisorCopyTitle(basis === "assessed") : copy.documentTitle(basis === "assessed");
  // A client's copy keeps the published versions it was drawn from in the file, not in its footer:
  // internal codes mean nothing to the client it is handed to.
  const handed = advisor !== undefined && !forAdvisor;
  const doc = await createDocument({ title, subject: copy.subject, date, keywords: handed ? input.contentVersions : undefined });

  let y = drawLetterhead(doc, { title, date, partner: advisor?.firmName });
  // The site says so beside the figures; a document passed on must say so before them.
  if (sources.includes("built-in")) y = drawNotice(doc, copy.exampleData, y);
  if (forAdvisor) y = drawParagraphs(doc, [documentCopy.advisorCopyNote], y, 9.5);
  // The client is told, before any figure, when the zone is above what their own answers suggest.
  const record = input.suitability;
  const clientAnswers = input.questionnaire ?? record;
  if (handed && record?.aboveLimit) y = drawNotice(doc, copy.aboveLimit(record.chosen, record.aboveLimit.allows), y);
  // The client label is the advisor's shorthand ("Client R, IRA"), never a client's name: the
  // advisor's copy names it, the client's has a line to write the client's name on.
  y = advisor
    ? drawPreparedLines(doc, y, {
        advisor,
        clientLabel: forAdvisor ? clientLabel : undefined,
        forClient: forAdvisor || basis === "assessed",
      })
    : drawParagraphs(doc, [copy.generalIllustration], y, 9.5);
  const targetsShown =
    showsTargets(advisor !== undefined, which, projections) &&
    views.every((view) => view.zone.expectedreturn !== undefined && view.zone.maxdrawdown !== undefined);
  y = drawParagraphs(doc, [copy.intro(basis, targetsShown)], y, 9);

  y = drawHeading(doc, copy.figuresTitle, y + 4);
  y = tagged(doc, "Table", () => drawFigures(doc, views, y, targetsShown));
  // What each category of zone can lose, in the web pages' plain words.
  const categories = [...new Set(views.map((view) => zoneCategory(view.selection.zone)))];
  y = drawParagraphs(
    doc,
    categories.map((category) => copy.categoryRisk(zoneCategoryLegend[category])),
    y + 2,
    8.5,
  );

  y = drawHeading(doc, copy.allocationTitle, y + 8);
  const allocationsTop = y;
  y = tagged(doc, "Table", () => drawAllocations(doc, views, allocationsTop));
  // The targets' footnote right under the figures and allocations, before the advisor's record.
  if (targetsShown) y = drawParagraphs(doc, [`${copy.disclosureMark}${zoneDisclosure.short}`], y + 2);
  if (forAdvisor && input.suitability) y = drawSuitability(doc, input.suitability, y + 8);
  // The client reads their own answers (from a saved view's record too, without its internal
  // parts); the advisor's copy has them in the record above.
  else if (handed && clientAnswers) y = drawClientQuestionnaire(doc, clientAnswers, y + 8);
  y = drawProductsSection(doc, views, y, siteUrl);
  y = drawHeading(doc, zoneDisclosure.sectionTitle, y + 4);
  if (forAdvisor) {
    // The targets' explanation for the advisor, then the client's copy's disclosures word for word.
    if (targetsShown) y = drawParagraphs(doc, copy.targetDisclosures, y);
    // The lead at the body's size, the client's words set in under it, so that the quotation ends visibly.
    y = drawParagraphs(doc, [documentCopy.advisorCopyDisclosuresLead], y + 2);
    const indent = 14;
    y = drawParagraphs(doc, copy.clientDisclosures(basis, false), y, 8.5, contentWidth(doc) - indent, doc.page.margins.left + indent) + 4;
  } else y = drawParagraphs(doc, copy.clientDisclosures(basis, targetsShown), y);
  y = drawFirmDisclosures(doc, y + 4, { namesEtf: true });
  // The published versions it was drawn from, once at its very end: in every page's footer they
  // ran to three lines of codes, and between the disclosures they read as a stray line.
  if (input.contentVersions && !handed) drawParagraphs(doc, [input.contentVersions], y + 2, 7.5);

  const footer = copy.footer(site.brand, datasets);
  drawFooters(doc, forAdvisor ? `${documentCopy.advisorCopyFooter} · ${footer}` : footer, copy.pageFooter);
  return finish(doc);
}

/**
 * "Prepared for" (the client label, or a line to fill in) and "Prepared by" (the advisor and their
 * firm), and that their firm is independent of the firm.
 */
function drawPreparedLines(
  doc: Doc,
  y: number,
  { advisor, clientLabel, forClient }: { advisor: NonNullable<ProposalInput["advisor"]>; clientLabel?: string; forClient: boolean },
): number {
  const lines: [string, string][] = [
    // An illustration with no questionnaire on record is prepared for no client.
    ...(forClient ? [[copy.preparedFor, clientLabel ? printable(clientLabel) : copy.preparedForBlank] as [string, string]] : []),
    [copy.preparedBy, printable(`${advisor.firstName} ${advisor.lastName}, ${advisor.firmName}`)],
  ];
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  let cursor = y;
  for (const [label, value] of lines) {
    tagged(doc, "P", () => {
      doc.font(fonts.bold).fontSize(9.5).fillColor(palette.mutedForeground).text(`${label}: `, left, cursor, { continued: true, width });
      doc.font(fonts.regular).fillColor(palette.foreground).text(value, { width });
    });
    cursor = doc.y + 3;
  }
  // The advisor's firm stands beside the firm's name on the letterhead: it is not the firm's.
  return drawParagraphs(doc, [copy.independentFirm(printable(advisor.firmName), site.legalEntity)], cursor, 8.5);
}

/** Rows of labels down the left, one column per view. */
function drawFigures(doc: Doc, views: readonly ProposalView[], y: number, targetsShown: boolean): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const columnWidth = (width - LABEL_WIDTH) / views.length;
  const targets: [string, (view: ProposalView) => string][] = [
    [copy.rows.expectedReturn, (view) => view.zone.expectedreturn ?? ""],
    [copy.rows.maxDrawdown, (view) => view.zone.maxdrawdown ?? ""],
  ];
  const rows: [string, (view: ProposalView) => string][] = [
    [copy.rows.riskLevel, (view) => view.zone.risklevel],
    [copy.rows.timeHorizon, (view) => view.zone.timehorizon],
    [copy.rows.accountType, (view) => accountTypeCopy[view.selection.account].label],
    ...(targetsShown ? targets : []),
    [
      copy.rows.category,
      (view) =>
        `${zoneCategoryLegend[zoneCategory(view.selection.zone)].name} (${zoneCategoryLegend[zoneCategory(view.selection.zone)].zones})`,
    ],
  ];

  let cursor = ensureSpace(doc, y, 22 + rows.length * 16);
  doc.rect(left, cursor, width, 20).fill(palette.primary);
  views.forEach((view, index) => {
    doc.font(fonts.bold).fontSize(10.5).fillColor(palette.primaryForeground);
    doc.text(copy.viewHeading(view.selection.zone), left + LABEL_WIDTH + index * columnWidth + 6, cursor + 5, {
      width: columnWidth - 12,
      lineBreak: false,
    });
  });
  cursor += 20;

  rows.forEach(([label, cell], rowIndex) => {
    doc.font(fonts.regular).fontSize(8.5);
    const cells = views.map((view) => printable(cell(view)));
    const height =
      Math.max(
        doc.heightOfString(label, { width: LABEL_WIDTH - 12 }),
        ...cells.map((text) => doc.heightOfString(text, { width: columnWidth - 12 })),
      ) + 8;
    if (rowIndex % 2 === 1) doc.rect(left, cursor, width, height).fill(palette.muted);
    doc
      .font(fonts.bold)
      .fontSize(8.5)
      .fillColor(palette.mutedForeground)
      .text(label, left + 6, cursor + 4, { width: LABEL_WIDTH - 12 });
    cells.forEach((text, index) => {
      doc.font(fonts.regular).fontSize(8.5).fillColor(palette.foreground);
      doc.text(text, left + LABEL_WIDTH + index * columnWidth + 6, cursor + 4, { width: columnWidth - 12 });
    });
    cursor += height;
  });
  doc
    .moveTo(left, cursor)
    .lineTo(left + width, cursor)
    .lineWidth(0.5)
    .strokeColor(palette.border)
    .stroke();
  return cursor + 6;
}

/** The allocation blocks, two to a row when there is more than one view. */
function drawAllocations(doc: Doc, views: readonly ProposalView[], y: number): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const perRow = views.length > 1 ? 2 : 1;
  const gap = 24;
  const blockWidth = perRow === 1 ? Math.min(width, 320) : (width - gap) / 2;
  let cursor = y;
  for (let start = 0; start < views.length; start += perRow) {
    const row = views.slice(start, start + perRow);
    const height = Math.max(...row.map((view) => allocationBlockHeight(doc, view.allocation, blockWidth)));
    cursor = ensureSpace(doc, cursor, height);
    row.forEach((view, index) => {
      drawAllocationBlock(doc, {
        heading: copy.allocationHeading(view.selection.zone, accountTypeCopy[view.selection.account].label),
        items: view.allocation,
        x: left + index * (blockWidth + gap),
        y: cursor,
        width: blockWidth,
        columns: { instrument: copy.instrumentColumn, share: copy.shareColumn },
      });
    });
    cursor += height;
  }
  return cursor;
}
