// The words of the pages a release serves as they were built (the prerendered pages under the
// client build: home, about, solutions, contact, the legal pages…): what a reader sees, one block
// a line, without the scripts, styles and markup that change with every build. The same words
// make the same release, so a new build of unchanged copy needs no new approval (ADR 0033).
import { createHash } from "node:crypto";
import fs from "node:fs";
import { Parser } from "htmlparser2";
import { prerenderedFiles } from "~/.server/html/prerendered-files";

export type ReleasedPage = { path: string; sha256: string; text: string };

/** Elements whose content is not read: code, styles, the document's head and hidden templates. */
const UNREAD = new Set(["script", "style", "head", "template", "noscript", "svg"]);
/** Elements that end a line of the words. */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dt",
  "figcaption",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "li",
  "nav",
  "p",
  "section",
  "summary",
  "td",
  "th",
  "tr",
]);

/**
 * Elements whose words stand apart from the next ones even inline: "Home About", not "HomeAbout";
 * "Large Cap Equity 40%", not "Large Cap Equity40%".
 */
const APART = new Set(["a", "button", "label", "option", "span"]);

/**
 * A page's words, a block a line, spaces collapsed, entities decoded: those of its `<main>` (the
 * page's own, after its title and description), and those around it (the header and footer every
 * page shares). An image's alternative text and the address of a link to another site are words
 * too. A page without a `<main>` has all its words as its own.
 */
export function pageText(html: string): { own: string; frame: string } {
  const head: string[] = [];
  const own: string[] = [];
  const frame: string[] = [];
  let line = "";
  // The document's title: the first <title>, the head's (an icon's own comes later).
  let title = "";
  let inTitle = false;
  let titleRead = false;
  let unread = 0;
  let inMain = 0;
  let sawMain = false;
  const links: (string | null)[] = [];
  const endLine = () => {
    // The space that keeps a link's words apart goes before punctuation: "write." not "write .".
    const words = line
      .replace(/\s+/g, " ")
      .replace(/ ([.,;:!?])/g, "$1")
      .trim();
    if (words) (inMain > 0 ? own : frame).push(words);
    line = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "title" && !titleRead) inTitle = true;
        if (name === "meta" && attributes.name === "description" && attributes.content) head.push(`Description: ${attributes.content}`);
        if (UNREAD.has(name)) unread += 1;
        else if (BLOCKS.has(name) || name === "main") endLine();
        if (name === "main") [inMain, sawMain] = [inMain + 1, true];
        if (name === "img" && attributes.alt && unread === 0) line += ` [image: ${attributes.alt}] `;
        if (name === "a") links.push(/^https?:\/\//.test(attributes.href ?? "") ? attributes.href! : null);
      },
      ontext(text) {
        if (inTitle) title += text;
        if (unread === 0) line += text;
      },
      onclosetag(name, implied) {
        if (name === "title" && inTitle) {
          [inTitle, titleRead] = [false, true];
          head.unshift(`Title: ${title.replace(/\s+/g, " ").trim()}`);
        }
        if (name === "a") {
          const href = links.pop();
          if (href && unread === 0) line += ` (${href})`;
        }
        if (UNREAD.has(name)) unread = Math.max(0, unread - 1);
        else if ((BLOCKS.has(name) && !implied) || name === "main") endLine();
        else if (APART.has(name) && unread === 0) line += " ";
        if (name === "main") inMain = Math.max(0, inMain - 1);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endLine();
  return sawMain
    ? { own: [...head, ...own].join("\n"), frame: frame.join("\n") }
    : { own: [...head, ...frame, ...own].join("\n"), frame: "" };
}

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The entry of the words every page shares around its own (the home page's header and footer). */
export const FRAME_PATH = "the header and footer of every page";

/**
 * Every prerendered page under `clientDir` (`/about` from `about/index.html`), by path, with its
 * own words; and, as one entry of its own, the header and footer they share.
 */
export function releasedPages(clientDir: string): ReleasedPage[] {
  const pages: ReleasedPage[] = [];
  let frame = "";
  for (const { urlPath, file } of fs.existsSync(clientDir) ? prerenderedFiles(clientDir) : []) {
    const words = pageText(fs.readFileSync(file, "utf8"));
    pages.push({ path: urlPath, sha256: sha256(words.own), text: words.own });
    if (urlPath === "/") frame = words.frame;
  }
  if (frame) pages.push({ path: FRAME_PATH, sha256: sha256(frame), text: frame });
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The release's fingerprint: the same paths with the same words, whatever the order they were read in. */
export function releaseFingerprint(pages: readonly Pick<ReleasedPage, "path" | "sha256">[]): string {
  return sha256(
    [...pages]
      .map((page) => `${page.path}\t${page.sha256}`)
      .sort()
      .join("\n"),
  );
}

export type BuiltRelease = { pages: ReleasedPage[]; fingerprint: string };

/** A release of `pages`: the prerendered ones, and those rendered or drawn at start. */
export const releaseOf = (pages: ReleasedPage[]): BuiltRelease => ({
  pages: [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  fingerprint: releaseFingerprint(pages),
});

let served: Promise<BuiltRelease | null> | undefined;

/** What this instance serves, once its start has read it (the server's start sets it). */
export function setServedRelease(release: Promise<BuiltRelease | null>): void {
  served = release;
}

/**
 * The release this instance serves: its prerendered pages with the pages and documents it
 * rendered at start. Null in a process that serves none (a script), or where it could not be read.
 */
export const servedRelease = (): Promise<BuiltRelease | null> => served ?? Promise.resolve(null);
