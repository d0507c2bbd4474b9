// The console's page of site releases (/staff/releases): the words of the fixed pages each release
// served, and a principal's approval of that exact release (docs/decisions/0033).
export const releasesCopy = {
  title: "Site Releases",
  lead: "Each release of the site's fixed words, as served: the pages built with the code (home, about, contact, the legal pages, the header and footer), the pages drawn for each visit as a visitor gets them and, where they say more, as an approved advisor reads them (the models, signals, the Zone Navigator at every zone, its questionnaire and comparison), and the wording of the proposals, fact sheets and mails to followers, from a sample of each. Under the live stage a release does not start before a principal approves it here; a new build with the same words is the same release.",
  none: "No release is recorded yet: the production server records the one it serves when it starts.",
  release: (short: string) => `Release ${short}`,
  firstServed: "First served",
  pages: (count: number) => `${count} page${count === 1 ? "" : "s"}`,
  waiting: "Waiting for a principal",
  current: "Served by this build",
  approved: "Approved",
  approvedBy: "Approved by",
  changedTitle: "What changed",
  allNew: "No release was approved before: every page is new. Read each one.",
  changed: (count: number) =>
    `${count} page${count === 1 ? "" : "s"} with words not in the last approved release: each one's words in full behind its name, then the lines removed and added.`,
  lineChange: { added: "Added", removed: "Removed" },
  newPage: "New page: read its words in full.",
  noneChanged: "Every page has the words of the last approved release.",
  removed: "No longer served",
  words: (path: string) => `The words of ${path}`,
  /**
   * Under a page that also shows what the desk publishes: found in a staff review, a fund's page
   * here carried the example facts while the site showed the desk's approved ones.
   */
  deskFed:
    "This also shows what the publishing desk publishes (an article, a model's figures, a fund's facts, media, the zone data, a signal): here with the example versions the code holds, on the site with the versions a principal approved on the desk, where they are reviewed. Read it for its other words.",
  /** The home page, the lists and pages of articles, models, funds and media, the Zone Navigator's pages and the sample documents and mails. */
  deskFedPath: (path: string) =>
    path === "/" ||
    /^\/(?:commentary|models|etfs|media)(?:\/[^/]+)?$/.test(path) ||
    path.startsWith("/zone-navigator") ||
    /\((?:PDF|mail); sample/.test(path),
  check:
    "I have read the words of each page listed: fair and balanced, no promise or guarantee, each figure with its period, basis and as-of date, and hypothetical figures called so.",
  approve: "Approve This Release",
  notPrincipal: "Only a principal approves a release.",
  done: "Release approved: it may go live.",
} as const;

/**
 * The names of a release's entries that are not a page's own path, as the console lists them,
 * and the sample's words where the desk's or an advisor's would stand (app/.server/releases).
 */
export const releaseEntries = {
  unknownAddress: "the page for an unknown address",
  asAdvisor: (path: string) => `${path} (as an approved advisor reads it)`,
  visitorProposal: "a visitor's proposal (PDF; sample: zone 5, taxable account)",
  clientProposal: "a proposal an advisor hands a client (PDF; sample: from a questionnaire's result)",
  aboveLimitProposal: "a proposal an advisor hands a client (PDF; sample: a zone chosen above the answers' limit)",
  advisorCopy:
    "an advisor's own copy of a client's proposal (PDF; sample: a zone chosen above the answers' limit, with its suitability record)",
  pullingApartCopy: "an advisor's own copy of a client's proposal (PDF; sample: answers that pull apart, with its suitability record)",
  illustration: "an advisor's illustration with no questionnaire on record (PDF; sample: two zones compared)",
  factSheet: (model: string) => `a model's fact sheet (PDF; sample: ${model})`,
  signalMail: (title: string) => `a signal to a follower (mail; sample: ${title})`,
  articleMail: (title: string) => `an article to a follower (mail; sample: ${title})`,
  sample: {
    advisor: { firstName: "Sample", lastName: "Advisor", firmName: "Sample Advisory Firm" },
    clientLabels: ["Client A", "Client B"],
    reason: "The advisor's reason, in the advisor's own words.",
    signalTitle: "a change of two holdings",
    signalReasoning: "The reasoning a principal approves on the desk.",
  },
} as const;
