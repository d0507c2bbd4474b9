// A publication's Markdown (a signal's reasoning, commentary) as a mail's parts: HTML rendered
// with the site's Markdown library (marked) but made safe, since the words come from the desk
// and not from this repository (raw HTML is shown as text, no images, and links only over
// http(s), mailto or to a page of the site), and plain text for the text part. In a mail, a
// link to a page of the site ("/models/3") is given the site's address: a mail has no page to be
// relative to.
import { Marked, type Token, type Tokens, type TokensList } from "marked";
import { escapeHtml } from "~/.server/mail/compose";

const SAFE_LINK = /^(https?:|mailto:)/i;
/** A page of the site: "/models/3", not "//elsewhere". */
const SITE_PAGE = /^\/(?!\/)/;

const safe = new Marked({
  async: false,
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    image: ({ text }) => escapeHtml(text),
    link({ href, tokens }) {
      const label = this.parser.parseInline(tokens);
      return SAFE_LINK.test(href) || SITE_PAGE.test(href) ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
    },
  },
});

/** The tokens of `markdown`, each link to a page of the site made absolute when `siteUrl` is given. */
function tokensOf(markdown: string, siteUrl?: string): TokensList {
  const tokens = safe.lexer(markdown);
  if (siteUrl)
    safe.walkTokens(tokens, (token) => {
      if (token.type === "link" && SITE_PAGE.test(token.href)) token.href = `${siteUrl}${token.href}`;
    });
  return tokens;
}

/** Safe HTML of `markdown` (for a mail, with the site's address for its own links). */
export function markdownToHtml(markdown: string, siteUrl?: string): string {
  return safe.parser(tokensOf(markdown, siteUrl));
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
    case "table": {
      // A row to a line, its cells apart by a bar: the figures of a commentary's table stay in the text part.
      const row = (cells: Tokens.TableCell[]) => cells.map((cell) => inlineText(cell.tokens)).join(" | ");
      return [row((token as Tokens.Table).header), ...(token as Tokens.Table).rows.map(row)].join("\n");
    }
    case "code":
      return (token as Tokens.Code).text;
    case "space":
    case "hr":
      return "";
    default:
      return "text" in token ? String(token.text) : "";
  }
}

/** Plain text of `markdown`: paragraphs apart by a blank line, lists with dashes, tables a row to a line, links with their address. */
export function markdownToText(markdown: string, siteUrl?: string): string {
  return tokensOf(markdown, siteUrl)
    .map(blockText)
    .filter((block) => block.trim() !== "")
    .join("\n\n");
}
