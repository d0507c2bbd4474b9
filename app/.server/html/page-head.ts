// What the head of a page asks for before its first paint (its stylesheet is already inline:
// app/components/layout/page-stylesheet.tsx). The module preloads React hoists into the head
// are dropped: nothing they hold is needed to paint, and a preloaded script competes with the
// paint on a slow network. The page's modules
// load from its bootstrap script at the end of the body (and the preloads React adds again
// while hydrating find them loaded). A streamed page is rewritten once its start has arrived.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** A rewrite of a page's HTML. */
export type PageRewriter = (html: string) => string;

/** A rewrite of the first part of a page, up to where `end` says that part ends. */
export type StartOfPageRewrite = { rewrite: PageRewriter; end: (html: string) => number };

/** The head of a page without the module preloads `<Scripts>` renders. */
export const dropModulePreloads: PageRewriter = (html) => html.replace(MODULE_PRELOAD, "");

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

/** A rewrite of a whole page, once all of it has arrived: for pages rendered once for many readers. */
export function rewriteWholeStream(
  body: ReadableStream<Uint8Array>,
  rewrite: (html: string) => Promise<string>,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  let html = "";
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk) {
        html += decoder.decode(chunk, { stream: true });
      },
      async flush(controller) {
        html += decoder.decode();
        controller.enqueue(new TextEncoder().encode(await rewrite(html)));
      },
    }),
  );
}
