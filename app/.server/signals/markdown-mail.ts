// A publication's Markdown (a signal's reasoning, commentary) as a mail's parts: HTML rendered
// with the site's Markdown library (marked) but made safe, since the words come from the desk
// and not from this repository (raw HTML is shown as text, links only over http(s) or mailto,
// no images), and plain text for the text part.
import { Marked, type Token, type Tokens } from "marked";
import { escapeHtml } from "~/.server/mail/compose";

const SAFE_LINK = /^(https?:|mailto:)/i;

const safe = new Marked({
  async: false,
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    image: ({ text }) => escapeHtml(text),
    link({ href, tokens }) {
      const label = this.parser.parseInline(tokens);
      return SAFE_LINK.test(href) ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
    },
  },
});

/** Safe HTML of `markdown`. */
export function markdownToHtml(markdown: string): string {
  return safe.parse(markdown, { async: false });
}

/** What an inline token reads as in plain text (a link: its words and address). */
function inlineText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if (token.type === "link") {
        const link = token as Tokens.Link;
        const words = inlineText(link.tokens);
        return SAFE_LINK.test(link.href) && words !== link.href ? `${words} (${link.href})` : words;
      }
      if (token.type === "br") return "\n";
      if ("tokens" in token && token.tokens) return inlineText(token.tokens);
      return "text" in token ? String(token.text) : "";
    })
    .join("");
}

function blockText(token: Token): string {
  switch (token.type) {
    case "heading":
    case "paragraph":
      return inlineText((token as Tokens.Paragraph).tokens);
    case "list":
      return (token as Tokens.List).items
        .map((item, index) => `${(token as Tokens.List).ordered ? `${index + 1}.` : "-"} ${item.tokens.map(blockText).join(" ").trim()}`)
        .join("\n");
    case "text":
      return "tokens" in token && token.tokens ? inlineText(token.tokens) : String((token as Tokens.Text).text);
    case "blockquote":
      return (token as Tokens.Blockquote).tokens.map((inner) => `> ${blockText(inner)}`).join("\n");
    case "code":
      return (token as Tokens.Code).text;
    case "space":
    case "hr":
      return "";
    default:
      return "text" in token ? String(token.text) : "";
  }
}

/** Plain text of `markdown`: paragraphs apart by a blank line, lists with dashes, links with their address. */
export function markdownToText(markdown: string): string {
  return safe
    .lexer(markdown)
    .map(blockText)
    .filter((block) => block.trim() !== "")
    .join("\n\n");
}
