// What the head of a page asks for before its first paint. The root layout declares its
// stylesheet as an empty `<style href precedence>` (React puts it first in the head and, on
// hydration, adopts whatever element carries that data-href); here it is filled with the
// stylesheet itself, so the first bytes of a page hold everything needed to paint it.
// The module preloads React hoists into the head are dropped: nothing they hold is needed to
// paint, and a preloaded script competes with the paint on a slow network. The page's modules
// load from its bootstrap script at the end of the body (and the preloads React adds again
// while hydrating find them loaded). A streamed page is rewritten once its start has arrived.
import fs from "node:fs";
import path from "node:path";

/** An empty style the root layout leaves for the server to fill: `<style data-precedence data-href></style>`. */
const EMPTY_STYLE = /<style data-precedence="([^"<>]*)" data-href="([^"<>]+)"><\/style>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** Only our own fingerprinted stylesheets are inlined. */
const STYLESHEET_PATH = /^\/assets\/[\w.-]+\.css$/;

/** A rewrite of a page's HTML. */
export type PageRewriter = (html: string) => string;

/** A rewrite of the first part of a page, up to where `end` says that part ends. */
export type StartOfPageRewrite = { rewrite: PageRewriter; end: (html: string) => number };

/** Rewrites pages of the client build in `clientDir`; a stylesheet is read once. */
export function createHeadRewriter(clientDir: string): PageRewriter {
  const stylesheets = new Map<string, string | null>();
  const read = (href: string): string | null => {
    if (!stylesheets.has(href)) {
      let css: string | null = null;
      if (STYLESHEET_PATH.test(href)) {
        try {
          css = fs.readFileSync(path.join(clientDir, href), "utf8");
        } catch {
          css = null;
        }
      }
      // Text that would end the style element early cannot be inlined.
      stylesheets.set(href, css !== null && !/<\/style/i.test(css) ? css : null);
    }
    return stylesheets.get(href)!;
  };

  return (html) =>
    html
      .replace(EMPTY_STYLE, (tag, precedence: string, hrefs: string) => {
        const parts = hrefs.split(" ").map((href) => ({ href, css: read(href) }));
        const inline = parts.map((part) => part.css ?? "").join("\n");
        // A stylesheet that cannot be inlined is linked instead, after the element React adopts.
        const links = parts.filter((part) => part.css === null).map((part) => `<link rel="stylesheet" href="${part.href}"/>`);
        return `<style data-precedence="${precedence}" data-href="${hrefs}">${inline}</style>${links.join("")}`;
      })
      .replace(MODULE_PRELOAD, "");
}

/**
 * A rewrite of a page's first part on a streamed page: the text is held until `end(text)` finds
 * where that part ends (or the page ends), rewritten once, and the rest streams on unchanged.
 */
export function rewriteStartOfStream(body: ReadableStream<Uint8Array>, { rewrite, end }: StartOfPageRewrite): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let start: string | undefined = "";
  const send = (controller: TransformStreamDefaultController<Uint8Array>, text: string) => {
    if (text) controller.enqueue(encoder.encode(text));
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = decoder.decode(chunk, { stream: true });
        if (start === undefined) return send(controller, text);
        start += text;
        const at = end(start);
        if (at === -1) return;
        send(controller, rewrite(start.slice(0, at)) + start.slice(at));
        start = undefined;
      },
      flush(controller) {
        const rest = decoder.decode();
        send(controller, start === undefined ? rest : rewrite(start + rest));
      },
    }),
  );
}
