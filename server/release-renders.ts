// The pages rendered on request, in a release of the site's fixed words (ADR 0033): the models'
// list and pages, a visitor's /signals, the Zone Navigator at every zone and account type, its
// questionnaire (blank, and two results that carry its warnings) and comparison (empty, and with
// views), and the page for an unknown address, each rendered once when the server starts as a
// visitor gets it and, where it says more to one, as an approved advisor does, with this
// instance's settings. They are drawn from the example content and
// the built-in zone data, like the prerendered pages: what the desk or the firm's sheet puts in
// them is reviewed where it is published, and a publication does not make a new release.
import { modelPagePaths } from "~/content/pages";
import { releaseEntries } from "~/content/releases";
import { builtInDataset } from "~/.server/zone-data/data-version";
import { builtInView, type ZoneDataService } from "~/.server/zone-data/service";
import { pageText, releasedPages, sha256, type ReleasedPage } from "~/.server/releases/page-words";
import { ABOVE_LIMIT_ANSWERS, PULLING_APART_ANSWERS, sampleDocumentWords } from "~/.server/releases/sample-documents";
import type { ReleaseReader } from "~/.server/load-context";
import type { ProjectionsMode } from "~/.server/zone-data/projections";
import { ACCOUNT_TYPES, ZONES } from "~/lib/zones";

/** A page as the server renders it for a reader, with the example content and the built-in zone data. */
export type ReleaseRender = (path: string, reader: ReleaseReader) => Promise<Response>;

/** The name of the not-found page's entry, and the address it is rendered for. */
export const UNKNOWN_ADDRESS = { name: releaseEntries.unknownAddress, path: "/an-address-the-site-does-not-have" };

/** A client the answers hold at zone 1, for whom zone 10 is chosen: the result names every limit it passes. */
export const ABOVE_LIMIT_RESULT = `/zone-navigator/questionnaire?${ABOVE_LIMIT_ANSWERS}`;
/** A client with a long horizon who would sell everything after a fall: answers that pull apart. */
export const PULLING_APART_RESULT = `/zone-navigator/questionnaire?${PULLING_APART_ANSWERS}`;

export type ReleasedRender = { name: string; path: string; status: number; reader: ReleaseReader };

/**
 * The pages rendered for a release, with the status each must answer and its reader: each as a
 * visitor gets it, and where the site shows an approved advisor other words (under
 * `ZONE_PROJECTIONS=advisors`: the hypothetical targets and their labels), as that advisor does.
 */
export function releasedRenders(mode: ProjectionsMode): ReleasedRender[] {
  const zones = ACCOUNT_TYPES.flatMap((account) => ZONES.map((zone) => `/zone-navigator?zone=${zone}&account=${account}`));
  const figures = [
    "/models",
    ...modelPagePaths,
    ...zones,
    "/zone-navigator/questionnaire",
    PULLING_APART_RESULT,
    ABOVE_LIMIT_RESULT,
    "/zone-navigator/compare",
    "/zone-navigator/compare?views=1-qualified,10-non-qualified",
  ];
  const visitor = [...figures, "/signals"].map((path) => ({ name: path, path, status: 200, reader: "visitor" as const }));
  const advisor = figures.map((path) => ({
    name: releaseEntries.asAdvisor(path),
    path,
    status: 200,
    reader: "approved advisor" as const,
  }));
  return [...visitor, ...(mode === "advisors" ? advisor : []), { ...UNKNOWN_ADDRESS, status: 404, reader: "visitor" }];
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
export async function renderedReleasePages(render: ReleaseRender, mode: ProjectionsMode): Promise<ReleasedPage[]> {
  const pages: ReleasedPage[] = [];
  for (const { name, path, status, reader } of releasedRenders(mode)) {
    const response = await render(path, reader);
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
export async function releasePagesAtStart(clientDir: string, render: ReleaseRender, mode: ProjectionsMode): Promise<ReleasedPage[]> {
  const built = releasedPages(clientDir);
  if (built.length === 0) return [];
  return [...built, ...(await renderedReleasePages(render, mode)), ...(await sampleDocumentWords())];
}
