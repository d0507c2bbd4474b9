// The pages rendered on request, in a release of the site's fixed words (ADR 0033): the models'
// list and pages, a visitor's /signals, the Zone Navigator at every zone, its questionnaire and
// comparison, and the page for an unknown address, each rendered once when the server starts as
// a visitor gets it, with this instance's settings. They are drawn from the example content and
// the built-in zone data, like the prerendered pages: what the desk or the firm's sheet puts in
// them is reviewed where it is published, and a publication does not make a new release.
import { modelPagePaths } from "~/content/pages";
import { builtInDataset } from "~/.server/zone-data/data-version";
import { builtInView, type ZoneDataService } from "~/.server/zone-data/service";
import { pageText, releasedPages, sha256, type ReleasedPage } from "~/.server/releases/page-words";
import { sampleDocumentWords } from "~/.server/releases/sample-documents";
import { DEFAULT_ACCOUNT } from "~/lib/zones";

/** The name of the not-found page's entry, and the address it is rendered for. */
export const UNKNOWN_ADDRESS = { name: "the page for an unknown address", path: "/an-address-the-site-does-not-have" };

/** The paths rendered for a release, with the status each must answer. */
export function releasedRenders(): { name: string; path: string; status: number }[] {
  const zones = Array.from({ length: 10 }, (_, index) => `/zone-navigator?zone=${index + 1}&account=${DEFAULT_ACCOUNT}`);
  const paths = ["/models", ...modelPagePaths, "/signals", ...zones, "/zone-navigator/questionnaire", "/zone-navigator/compare"];
  return [...paths.map((path) => ({ name: path, path, status: 200 })), { ...UNKNOWN_ADDRESS, status: 404 }];
}

/** The zone data a release is rendered from: the built-in tables, whatever the firm configured. */
export const builtInZoneData: ZoneDataService = {
  load: async (selection) => ({ ...builtInView(selection), dataVersion: builtInDataset().version }),
};

/**
 * The words of each page rendered on request, as a visitor gets it: `render` answers a path with
 * the example content and the built-in zone data. A page that does not answer as it should stops
 * the release (the server logs it; a live one does not start).
 */
export async function renderedReleasePages(render: (path: string) => Promise<Response>): Promise<ReleasedPage[]> {
  const pages: ReleasedPage[] = [];
  for (const { name, path, status } of releasedRenders()) {
    const response = await render(path);
    const html = await response.text();
    if (response.status !== status) throw new Error(`${path} answered ${response.status} for its release, not ${status}`);
    const { own } = pageText(html);
    pages.push({ path: name, sha256: sha256(own), text: own });
  }
  return pages;
}

/**
 * Every entry of the release this instance serves: the pages prerendered under `clientDir` with
 * their shared header and footer, the pages rendered on request, and the sample documents. None
 * where the build prerendered nothing.
 */
export async function releasePagesAtStart(clientDir: string, render: (path: string) => Promise<Response>): Promise<ReleasedPage[]> {
  const built = releasedPages(clientDir);
  if (built.length === 0) return [];
  return [...built, ...(await renderedReleasePages(render)), ...(await sampleDocumentWords())];
}
