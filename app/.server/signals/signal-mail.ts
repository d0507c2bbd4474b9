// The mail of one signal and of one commentary article, for one follower: the greeting and the
// unsubscribe link are the follower's, the rest is the same for everyone.
import { composeMail, escapeHtml, type ComposedMail } from "~/.server/mail/compose";
import { prospectusStatement } from "~/content/fund-disclosures";
import { tradesFirmEtf } from "~/content/model-basics";
import { modelNames } from "~/content/product-names";
import { commentaryMailCopy, firmMailDocuments, signalMailCopy as copy } from "~/content/signal-mails";
import type { PublishedArticle, PublishedSignal, SignalTrade } from "~/lib/content-desk/contract";
import { formatDate } from "~/lib/format-date";
import { firmDay } from "~/.server/firm-day";
import { markdownToHtml, markdownToText } from "./markdown-mail";

export type Recipient = { firstName: string; unsubscribeUrl: string };

export const modelNameOf = (modelId: number) => (modelNames as Record<number, string>)[modelId] ?? `Model ${modelId}`;

/** A weight as the change table shows it: "12.5%", or "not held" for 0. */
export const formatWeight = (weight: number) => (weight === 0 ? copy.notHeld : `${Number(weight.toFixed(2))}%`);

function tradesText(trades: readonly SignalTrade[]): string {
  const head = [copy.columns.ticker, copy.columns.name, copy.columns.before, copy.columns.after];
  const rows = [head, ...trades.map((trade) => [trade.ticker, trade.name, formatWeight(trade.before), formatWeight(trade.after)])];
  const widths = head.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

const cell = "padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left";
const numberCell = `${cell};text-align:right;white-space:nowrap`;

function tradesHtml(trades: readonly SignalTrade[]): string {
  const head = `<tr><th style="${cell}">${escapeHtml(copy.columns.ticker)}</th><th style="${cell}">${escapeHtml(copy.columns.name)}</th><th style="${numberCell}">${escapeHtml(copy.columns.before)}</th><th style="${numberCell}">${escapeHtml(copy.columns.after)}</th></tr>`;
  const rows = trades.map(
    (trade) =>
      `<tr><td style="${cell};font-weight:600">${escapeHtml(trade.ticker)}</td><td style="${cell}">${escapeHtml(trade.name)}</td><td style="${numberCell}">${escapeHtml(formatWeight(trade.before))}</td><td style="${numberCell}">${escapeHtml(formatWeight(trade.after))}</td></tr>`,
  );
  return `<table style="width:100%;border-collapse:collapse;font-size:14px;margin:0 0 16px"><thead>${head}</thead><tbody>${rows.join("")}</tbody></table>`;
}

/**
 * The parts of a signal's mail that are the same for every follower (the Markdown is rendered
 * once). `corrects`: when the signal this version corrects was first published, said first.
 */
export function signalMailParts(signal: PublishedSignal, siteUrl: string, corrects?: Date) {
  const modelName = modelNameOf(signal.modelId);
  const block = {
    text: `${tradesText(signal.trades)}\n\n${copy.why}\n\n${markdownToText(signal.reasoning, siteUrl)}`,
    html: `${tradesHtml(signal.trades)}\n<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(copy.why)}</h2>\n<div style="font-size:15px;line-height:1.5">${markdownToHtml(signal.reasoning, siteUrl)}</div>`,
  };
  return (recipient: Recipient): ComposedMail =>
    composeMail({
      subject: copy.subject(modelName, signal.title, corrects !== undefined),
      greeting: copy.greeting(recipient.firstName),
      paragraphs: [
        ...(corrects ? [copy.corrects(modelName, formatDate(firmDay(corrects)))] : []),
        copy.intro(modelName, formatDate(signal.effectiveDate)),
      ],
      block,
      action: { label: copy.action, url: `${siteUrl}/signals/${encodeURIComponent(signal.id)}` },
      after: [
        copy.disclosure,
        ...(tradesFirmEtf(signal.trades) ? [prospectusStatement] : []),
        ...firmMailDocuments,
        copy.following(modelName),
      ],
      unsubscribe: { label: copy.unsubscribe(modelName), url: recipient.unsubscribeUrl },
    });
}

export function commentaryMailParts(article: PublishedArticle, siteUrl: string) {
  const block = {
    text: markdownToText(article.markdown, siteUrl),
    html: `<div style="font-size:15px;line-height:1.5">${markdownToHtml(article.markdown, siteUrl)}</div>`,
  };
  return (recipient: Recipient): ComposedMail =>
    composeMail({
      subject: commentaryMailCopy.subject(article.meta.title),
      greeting: commentaryMailCopy.greeting(recipient.firstName),
      paragraphs: [commentaryMailCopy.intro(article.meta.author, formatDate(article.meta.date)), article.meta.summary],
      block,
      action: { label: commentaryMailCopy.action, url: `${siteUrl}/commentary/${encodeURIComponent(article.meta.slug)}` },
      after: [...commentaryMailCopy.disclosures, commentaryMailCopy.following],
      unsubscribe: { label: commentaryMailCopy.unsubscribe, url: recipient.unsubscribeUrl },
    });
}
