// One page per model for an advisor's files: what the model is, its figures with what each one
// means, and the performance notes and disclosures the models page prints beside them.
import { factSheetCopy as copy } from "~/content/downloads";
import {
  categoryLabels,
  MINIMUM_INVESTMENT,
  NOT_AVAILABLE,
  notAvailableNote,
  performanceNote,
  rebalancingNote,
  statInfo,
  statKinds,
  targetNote,
  type InvestmentModel,
} from "~/content/models";
import { footerDisclaimers, site } from "~/content/site";
import {
  contentWidth,
  createDocument,
  drawFooters,
  drawHeading,
  drawLetterhead,
  drawParagraphs,
  finish,
  fonts,
  palette,
  type Doc,
} from "./pdf-document";

export async function renderModelFactSheet({ model, date }: { model: InvestmentModel; date: Date }): Promise<Buffer> {
  const doc = createDocument({ title: `${model.name}: ${copy.title}`, subject: copy.subject(model.name), date });
  let y = drawLetterhead(doc, { title: copy.title, date });
  doc
    .font(fonts.bold)
    .fontSize(18)
    .fillColor(palette.primary)
    .text(model.name, doc.page.margins.left, y, { width: contentWidth(doc) });
  y = drawParagraphs(doc, [model.description], doc.y + 6, 10);

  const facts: [string, string][] = [
    [copy.category, categoryLabels[model.category]],
    [copy.riskLevel, model.riskLevel],
    ...(model.objective ? [[copy.objective, model.objective] as [string, string]] : []),
    [copy.minimumInvestment, model.minimumInvestment ?? MINIMUM_INVESTMENT],
  ];
  y = drawPairs(doc, facts, y + 4);
  if (model.riskNote) {
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(palette.destructive)
      .text(model.riskNote, doc.page.margins.left, y + 6, { width: contentWidth(doc) });
    y = doc.y + 6;
  }

  y = drawHeading(doc, copy.figuresTitle, y + 10);
  y =
    model.stats.length > 0
      ? drawPairs(
          doc,
          model.stats.map((stat) => [statInfo[stat.key].label, stat.qualifier ? `${stat.value} (${stat.qualifier})` : stat.value]),
          y,
        )
      : drawParagraphs(doc, [copy.noFigures], y, 9.5);

  const kinds = statKinds(model);
  const hasNotAvailable = model.riskLevel === NOT_AVAILABLE || model.stats.some((stat) => stat.value === NOT_AVAILABLE);
  const notes = [
    ...model.stats.map((stat) => `${statInfo[stat.key].label}: ${statInfo[stat.key].definition}.`),
    ...(kinds.has("performance") ? [performanceNote] : []),
    ...(kinds.has("target") ? [targetNote] : []),
    ...(hasNotAvailable ? [notAvailableNote] : []),
    rebalancingNote,
  ];
  y = drawHeading(doc, copy.notesTitle, y + 10);
  y = drawParagraphs(doc, notes, y, 9);
  y = drawHeading(doc, copy.disclosuresTitle, y + 8);
  drawParagraphs(doc, footerDisclaimers, y, 8.5);

  drawFooters(doc, `${site.brand} · ${model.name}`, copy.pageFooter);
  return finish(doc);
}

/** Label and value in two columns, a light rule between rows; returns the y under them. */
function drawPairs(doc: Doc, pairs: readonly [string, string][], y: number): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const labelWidth = 150;
  let cursor = y;
  for (const [label, value] of pairs) {
    doc.font(fonts.regular).fontSize(10);
    const height = Math.max(doc.heightOfString(value, { width: width - labelWidth }), 12) + 8;
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(palette.mutedForeground)
      .text(label, left, cursor + 4, { width: labelWidth - 8 });
    doc
      .font(fonts.bold)
      .fontSize(10)
      .fillColor(palette.foreground)
      .text(value, left + labelWidth, cursor + 4, { width: width - labelWidth });
    cursor += height;
    doc
      .moveTo(left, cursor)
      .lineTo(left + width, cursor)
      .lineWidth(0.5)
      .strokeColor(palette.border)
      .stroke();
  }
  return cursor + 4;
}
