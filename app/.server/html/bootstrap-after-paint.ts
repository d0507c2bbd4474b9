// A page asks for its modules only once it has painted. React Router's bootstrap
// (the module script at the end of the body) imports the page's route modules, so the browser
// fetches them while it is still laying the page out; on a slow phone link they compete with
// the first paint, and Lighthouse counts them in it when the requests happen to start before it.
// Rewritten, the bootstrap is held as inert text, and a small script puts it back as the same
// module script once the first contentful paint has happened: the modules then load and run
// exactly as React Router wrote them. Links and forms work as plain HTML meanwhile.
//
// The module script made from the held text is allowed by the CSP as the original was: by the
// text's hash (prerendered and cached pages allow every inline script's hash) or by the nonce of
// a rendered page, which the starter carries and copies.

import { documentScriptFor } from "./document-script";

/** React Router's bootstrap: the module script that fills `window.__reactRouterRouteModules`. */
const BOOTSTRAP = /<script\b([^>]*\btype="module"[^>]*)>([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;
const NONCE = /\bnonce="([^"<>]*)"/;
const HELD_ID = "bootstrap-after-paint";

/** The link to the whole stylesheet (critical-css.ts), its address held until the page has painted. */
const FULL_STYLESHEET = "link[data-full-stylesheet]";

/**
 * Runs `then` after the first contentful paint (its `paint` entry), at most 3 s; a hidden tab
 * paints nothing, so it runs at once, and a browser without paint timing waits one frame. Just
 * before, the link to the whole stylesheet gets its address: the stylesheet loads after the
 * paint (and React, on a page that hydrates, finds the link).
 */
const afterFirstPaint = (then: string) => `(() => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const stylesheet = document.querySelector("${FULL_STYLESHEET}");
    if (stylesheet) stylesheet.href = stylesheet.dataset.fullStylesheet;${then}
  };
  if (document.visibilityState === "hidden") return start();
  setTimeout(start, 3000);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(start));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
})();`;

/** Puts the held bootstrap back as a module script, with this script's nonce. */
const START_AFTER_PAINT = afterFirstPaint(`
    const held = document.getElementById("${HELD_ID}");
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.text = held.text;
    held.replaceWith(script);`);

/**
 * A page that needs no script (docs/decisions/0028) has no bootstrap: its own script loads the
 * whole stylesheet after the paint and gives the header and footer what they do.
 */
const DOCUMENT_START = afterFirstPaint("");

const nonceAttribute = (nonce: string | undefined) => (nonce === undefined ? "" : ` nonce="${nonce}"`);

/** The header's script that hides the visitor's buttons from a signed-in browser (header-account.tsx). */
const GUARD = '<script data-slot="account-guard">';

/** The body of a page the root layout drew without React Router's scripts. */
const NEEDS_NO_SCRIPT = /<body\b[^>]*\bdata-needs-no-script=""/;

/**
 * The page with its bootstrap started after the first paint. A page marked as needing no script
 * gets the document script before the end of its body instead, with the response's nonce when
 * it has one; any other page without a bootstrap is left as it is.
 */
export function startBootstrapAfterPaint(page: string, nonce?: string): string {
  // The header's own inline script (VisitorButtonsGuard) is allowed like the others.
  const html = page.replace(GUARD, () => GUARD.replace(">", `${nonceAttribute(nonce)}>`));
  if (NEEDS_NO_SCRIPT.test(html))
    return html.replace("</body>", () => `<script${nonceAttribute(nonce)}>${DOCUMENT_START}${documentScriptFor(html)}</script></body>`);
  return html.replace(BOOTSTRAP, (_script, attributes: string, code: string) => {
    const held = nonceAttribute(NONCE.exec(attributes)?.[1]);
    // The held text carries the nonce too: every inline script of a page is one the policy allows.
    return `<script type="text/plain" id="${HELD_ID}"${held}>${code}</script><script${held}>${START_AFTER_PAINT}</script>`;
  });
}
