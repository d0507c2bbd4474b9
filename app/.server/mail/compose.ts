// Every mail the site sends has a plain-text and an HTML part with the brand and the firm's
// address from the site config. Values are escaped in the HTML part.
import { mailingAddress, site } from "~/content/site";

export type MailContent = {
  subject: string;
  /** Opening line, e.g. "Hello Jane,". */
  greeting: string;
  paragraphs: string[];
  /** The one button (and its link in the text part). */
  action?: { label: string; url: string };
  /** Closing lines after the button. */
  after?: string[];
  /** A block after the paragraphs made by the caller (a signal's trades and reasoning): its HTML must be safe already. */
  block?: { text: string; html: string };
  /** A mail to followers: the line with its unsubscribe link, above the address. */
  unsubscribe?: { label: string; url: string };
};

export type ComposedMail = { subject: string; text: string; html: string };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

const footer = `${site.legalEntity} · ${mailingAddress}`;

export function composeMail(content: MailContent): ComposedMail {
  const after = content.after ?? [];
  const unsubscribe = content.unsubscribe;
  const text = [
    site.brand,
    "",
    content.greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.block ? [content.block.text, ""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...after.flatMap((line) => [line, ""]),
    "--",
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : []),
    footer,
    "",
  ].join("\n");

  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(content.action.url)}</p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#1d4ed8">${escapeHtml(site.brand)}</p>
${p(content.greeting)}
${content.paragraphs.map(p).join("\n")}${content.block ? `\n${content.block.html}` : ""}
${button}
${after.map(p).join("\n")}${unsubscribe ? `\n<p style="margin:32px 0 0;font-size:12px;color:#6b7280"><a href="${escapeHtml(unsubscribe.url)}" style="color:#374151">${escapeHtml(unsubscribe.label)}</a></p>` : ""}
<p style="margin:${unsubscribe ? "8px" : "32px"} 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</div></body></html>
`;
  return { subject: content.subject, text, html };
}
