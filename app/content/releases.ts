// The console's page of site releases (/staff/releases): the words of the fixed pages each release
// served, and a principal's approval of that exact release (docs/decisions/0033).
export const releasesCopy = {
  title: "Site Releases",
  lead: "Each release of the site's fixed pages (home, about, solutions, contact, the legal pages, the header and footer: the pages built with the code), with each page's words as it was served. Under the live stage a release does not start before a principal approves it here; a new build with the same words is the same release.",
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
    `${count} page${count === 1 ? "" : "s"} with words not in the last approved release: each page's words in full behind its path, then the lines removed and added.`,
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
    "This page also shows what the publishing desk publishes (an article, a model's figures, a fund's facts, media): here with the example versions the code holds, on the site with the versions a principal approved on the desk, where they are reviewed. Read this page for its other words.",
  /** The home page and the lists and pages of articles, models, funds and media. */
  deskFedPath: (path: string) => path === "/" || /^\/(?:commentary|models|etfs|media)(?:\/[^/]+)?$/.test(path),
  check:
    "I have read the words of each page listed: fair and balanced, no promise or guarantee, each figure with its period, basis and as-of date, and hypothetical figures called so.",
  approve: "Approve This Release",
  notPrincipal: "Only a principal approves a release.",
  done: "Release approved: it may go live.",
} as const;
