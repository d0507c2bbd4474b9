// The proposal's suitability section, for a view saved from a questionnaire result: the
// suggested and chosen zones, the reason for choosing another, any answers that pull apart, when
// it was recorded, and each question with the client's answer.
import { accountTypeCopy } from "~/content/zones";
import { answeredQuestions, suitabilityCopy as copy } from "~/content/suitability";
import type { SuitabilityRecord } from "~/lib/schemas/suitability";
import { proposalCopy } from "~/content/proposal";
import { contentWidth, drawHeading, drawParagraphs, ensureSpace, fonts, palette, printable, tagged, type Doc } from "./pdf-document";

const LABEL_WIDTH = 150;

function drawRow(doc: Doc, label: string, value: string, y: number): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  // Each measured in the font it is drawn in: the bold label wraps sooner than the regular value.
  const labelHeight = doc
    .font(fonts.bold)
    .fontSize(8.5)
    .heightOfString(label, { width: LABEL_WIDTH - 8 });
  const valueHeight = doc
    .font(fonts.regular)
    .fontSize(8.5)
    .heightOfString(value, { width: width - LABEL_WIDTH });
  const height = Math.max(labelHeight, valueHeight) + 4;
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

/** The client's own answers and the zone they suggest, in a client's copy made from a questionnaire result. */
export function drawClientQuestionnaire(
  doc: Doc,
  questionnaire: { answers: Record<string, string>; suggested: number; chosen: number },
  y: number,
): number {
  const words = proposalCopy.questionnaire;
  let cursor = drawHeading(doc, words.title, y);
  cursor = drawParagraphs(doc, [words.lead], cursor, 8.5);
  cursor = drawRow(doc, words.suggested, words.zone(questionnaire.suggested), cursor);
  if (questionnaire.chosen !== questionnaire.suggested) cursor = drawRow(doc, words.chosen, words.zone(questionnaire.chosen), cursor);
  for (const item of answeredQuestions(questionnaire.answers)) cursor = drawRow(doc, item.question, item.answer, cursor);
  return cursor + 4;
}

export function drawSuitability(doc: Doc, record: SuitabilityRecord, y: number): number {
  let cursor = drawHeading(doc, copy.title, y);
  cursor = drawRow(doc, copy.suggested, copy.zone(record.suggested), cursor);
  cursor = drawRow(doc, copy.chosen, copy.zone(record.chosen), cursor);
  cursor = drawRow(doc, copy.account, accountTypeCopy[record.account].label, cursor);
  cursor = drawRow(
    doc,
    copy.reasonLabel,
    printable(record.reason ? copy.reasonOf(record.reason.code, record.reason.text, record.chosen > record.suggested) : copy.noOverride),
    cursor,
  );
  if (record.conflict) cursor = drawRow(doc, copy.conflictLabel, printable(copy.conflictUnderLabel(record.conflict.text)), cursor);
  if (record.aboveLimit) cursor = drawRow(doc, copy.aboveLimitLabel, printable(record.aboveLimit.text), cursor);
  cursor = drawRow(doc, copy.recordedAt, copy.recordedOn(record.recordedAt), cursor);
  cursor += 4;
  for (const item of answeredQuestions(record.answers)) cursor = drawRow(doc, item.question, item.answer, cursor);
  return cursor + 4;
}
