// What the head of a page asks for before its first paint (its stylesheet is already inline:
// app/components/layout/page-stylesheet.tsx). The module preloads React hoists into the head
// are dropped: nothing they hold is needed to paint, and a preloaded script competes with the
// paint on a slow network. The page's modules
// load from its bootstrap script at the end of the body (and the preloads React adds again
// while hydrating find them loaded). A page is rewritten once all of it has rendered.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The head of a page without the module preloads `<Scripts>` renders. */
export const dropModulePreloads = (html: string): string => html.replace(MODULE_PRELOAD, "");

/** A rewrite of a whole page, once all of it has arrived. */
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
