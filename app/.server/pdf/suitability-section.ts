// The proposal's suitability section, for a view saved from a questionnaire result: the
// suggested and chosen zones, the reason for choosing another, any answers that pull apart, when
// it was recorded, and each question with the client's answer.
import { accountTypeCopy } from "~/content/zones";
import { answeredQuestions, suitabilityCopy as copy } from "~/content/suitability";
import type { SuitabilityRecord } from "~/lib/schemas/suitability";
import { proposalCopy } from "~/content/proposal";
import {
  contentBottom,
  contentWidth,
  drawHeading,
  drawParagraphs,
  ensureSpace,
  fonts,
  headedHeight,
  palette,
  printable,
  tagged,
  type Doc,
} from "./pdf-document";

const LABEL_WIDTH = 150;

type Row = readonly [label: string, value: string];

/** A row's height: each side measured in the font it is drawn in (the bold label wraps sooner). */
function rowHeight(doc: Doc, [label, value]: Row): number {
  const labelHeight = doc
    .font(fonts.bold)
    .fontSize(8.5)
    .heightOfString(label, { width: LABEL_WIDTH - 8 });
  const valueHeight = doc
    .font(fonts.regular)
    .fontSize(8.5)
    .heightOfString(value, { width: contentWidth(doc) - LABEL_WIDTH });
  return Math.max(labelHeight, valueHeight) + 4;
}

function drawRow(doc: Doc, row: Row, y: number): number {
  const [label, value] = row;
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const height = rowHeight(doc, row);
  const top = ensureSpace(doc, y, height);
  tagged(doc, "P", () => {
    doc
      .font(fonts.bold)
      .fontSize(8.5)
      .fillColor(palette.mutedForeground)
      .text(label, left, top, { width: LABEL_WIDTH - 8 });
    doc
      .font(fonts.regular)
      .fontSize(8.5)
      .fillColor(palette.foreground)
      .text(value, left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
  });
  return top + height;
}

/**
 * A heading, its lead and its rows, on one page when they fit on one: a record split across a
 * page break left its answers under no heading (found in an advisor's review).
 */
function drawSection(doc: Doc, y: number, heading: string, lead: string | undefined, rows: readonly Row[], breakAfter = -1): number {
  const width = contentWidth(doc);
  const height = headedHeight(doc, heading, lead ? [lead] : [], 8.5, width) + rows.reduce((sum, row) => sum + rowHeight(doc, row), 4);
  const fits = height <= contentBottom(doc) - doc.page.margins.top;
  let cursor = drawHeading(doc, heading, fits ? ensureSpace(doc, y, height) : y);
  if (lead) cursor = drawParagraphs(doc, [lead], cursor, 8.5);
  rows.forEach((row, index) => {
    cursor = drawRow(doc, row, cursor) + (index === breakAfter ? 4 : 0);
  });
  return cursor + 4;
}

/** The client's own answers and the zone they suggest, in a client's copy made from a questionnaire result. */
export function drawClientQuestionnaire(
  doc: Doc,
  questionnaire: { answers: Record<string, string>; suggested: number; chosen: number },
  y: number,
): number {
  const words = proposalCopy.questionnaire;
  const rows: Row[] = [
    [words.suggested, words.zone(questionnaire.suggested)],
    ...(questionnaire.chosen !== questionnaire.suggested ? [[words.chosen, words.zone(questionnaire.chosen)] as const] : []),
    ...answeredQuestions(questionnaire.answers).map((item): Row => [item.question, item.answer]),
  ];
  return drawSection(doc, y, words.title, words.lead, rows);
}

export function drawSuitability(doc: Doc, record: SuitabilityRecord, y: number): number {
  const rows: Row[] = [
    [copy.suggested, copy.zone(record.suggested)],
    [copy.chosen, copy.zone(record.chosen)],
    [copy.account, accountTypeCopy[record.account].label],
    [
      copy.reasonLabel,
      printable(record.reason ? copy.reasonOf(record.reason.code, record.reason.text, record.chosen > record.suggested) : copy.noOverride),
    ],
    ...(record.conflict ? [[copy.conflictLabel, printable(copy.conflictUnderLabel(record.conflict.text))] as const] : []),
    ...(record.aboveLimit ? [[copy.aboveLimitLabel, printable(record.aboveLimit.text)] as const] : []),
    [copy.recordedAt, copy.recordedOn(record.recordedAt)],
  ];
  // A little space between the record and the answers it was made from.
  const answers = answeredQuestions(record.answers).map((item): Row => [item.question, item.answer]);
  return drawSection(doc, y, copy.title, undefined, [...rows, ...answers], rows.length - 1);
}
