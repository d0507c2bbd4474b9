import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { startBootstrapAfterPaint } from "~/.server/html/bootstrap-after-paint";
import { inlineCriticalStylesheet } from "~/.server/html/critical-css";
import { dropModulePreloads, rewriteWholeStream } from "~/.server/html/page-head";
import { nonceContext, waitForPageRulesContext } from "~/.server/load-context";
// The stylesheet as the client build emits it (the same Tailwind build), for the head of every page.
import stylesheetText from "./app.css?inline";

/**
 * A built page leaves out the module preloads and starts its bootstrap after the first paint
 * (ADR 0010); its stylesheet link becomes the page's own rules inline and a link that holds no
 * paint (ADR 0022). The page is rewritten whole once it has rendered (no part of the site streams
 * in later). A page rendered on the server does not wait for its rules to be chosen, and carries
 * the request's nonce when it has one; only a 2xx answer has its rules chosen for the next page
 * like it. Development serves React Router's HTML as it is.
 */
function builtPage(
  stream: ReadableStream<Uint8Array>,
  { nonce, wait, status }: { nonce: string | undefined; wait: boolean; status: number },
): ReadableStream<Uint8Array> {
  if (!import.meta.env.PROD) return stream;
  const options = { wait: wait && nonce === undefined, learn: status < 300, nonce };
  return rewriteWholeStream(stream, async (html) =>
    startBootstrapAfterPaint(dropModulePreloads(await inlineCriticalStylesheet(html, stylesheetText, options)), nonce),
  );
}

export const streamTimeout = 5_000;

/**
 * What fails in a loader, an action or the render is logged as one structured line: the kinds
 * of error and the database's code, never the error's message, which for a failed query holds
 * the query and its parameters (a searched name, an address). React Router's default would
 * print the whole error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log("error", "request.failed", { method: request.method, path: new URL(request.url).pathname, error: describeDbError(error) });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every inline script carries the response's nonce; without one (prerendering, cached
  // renders) the server allows the scripts by their hashes instead.
  const nonce = loadContext.get(nonceContext) ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering wait for the whole document; browsers get the shell first.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(builtPage(stream, { nonce, wait: loadContext.get(waitForPageRulesContext), status: responseStatusCode }), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log("error", "render.failed", { error: describeDbError(error) });
      },
    });

    setTimeout(abort, streamTimeout + 1000);
  });
}
