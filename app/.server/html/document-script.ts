// The script of a page that needs no script from React (docs/decisions/0028): what its header
// and footer do, made from the same functions a hydrated page calls, each one's text whole.
import { pageToastWords } from "~/content/page-toast";
import { layOutParts } from "~/lib/below-first-screen";
import { showAdvisorInHeader } from "~/lib/document-account";
import { attachHeaderBehaviour, menuDelays } from "~/lib/header-behaviour";
import { followLeaderPhotos } from "~/lib/leader-photos";
import { reportMissingPage } from "~/lib/missing-page";
import { showPageToast, TOAST_DURATION_MS, TOAST_LIMIT } from "~/lib/page-toast";
import { reloadWhenSignInChanges } from "~/lib/sign-in-change";
import { SIGN_IN_HINT } from "~/lib/sign-in-hint";

/**
 * The header's menus and the footer's year; the advisor's buttons for a signed-in browser, and
 * the page loaded again when it comes back after a sign-in or sign-out; the
 * parts below the first screen laid out while idle (at once on a page reloaded or returned to,
 * before the browser restores its position); the path of a missing page logged.
 */
const everyPage = `
(${attachHeaderBehaviour.toString()})(${JSON.stringify(menuDelays)});
(${showAdvisorInHeader.toString()})(${SIGN_IN_HINT.toString()});
(${reloadWhenSignInChanges.toString()})(${SIGN_IN_HINT.toString()});
(${layOutParts.toString()})(/^(reload|back_forward)$/.test(performance.getEntriesByType("navigation")[0]?.type) ? "now" : "idle");
(${reportMissingPage.toString()})();`;

/** A page with leaders' photos (/about): each followed from where it stands, a failure told by a toast of the page's own. */
const leaderPhotos = `
(${followLeaderPhotos.toString()})((notice) => (${showPageToast.toString()})(notice, ${JSON.stringify(pageToastWords)}, ${TOAST_LIMIT}, ${TOAST_DURATION_MS}));`;

const ready = `
document.documentElement.dataset.ready = "true";`;

/** The script of `page` (its HTML): what every page does, what its own parts need, then the document marked ready. */
export function documentScriptFor(page: string): string {
  return everyPage + (page.includes('data-slot="leader-photo"') ? leaderPhotos : "") + ready;
}

// Inline, the text must not end the script element or open a comment in it.
if (/<\/script|<!--/i.test(everyPage + leaderPhotos)) throw new Error("The document script holds text that would end its script element.");
