// Words of /staff/documents: every proposal and fact sheet handed out, kept as it was sent.
export const documentsCopy = {
  title: "Documents sent",
  lead: "Every proposal and fact sheet the site handed out, newest first: who, when and what it was made from, and each copy an advisor received as it was sent.",
  filterLabel: "Filter the documents",
  kindLabel: "Kind",
  allKinds: "All kinds",
  show: "Show",
  kinds: {
    proposal: "Proposal (client's copy)",
    "proposal-advisor-copy": "Proposal (advisor copy)",
    "fact-sheet": "Fact sheet",
  },
  visitor: "A visitor",
  /** An advisor's download whose account was deleted since: the record keeps the account's id only. */
  deletedAdvisor: "An advisor whose account was deleted",
  dataVersions: (versions: string) => `Zone data ${versions}`,
  contentVersion: (version: string) => `words ${version}`,
  /** The site release served with it, whose sample documents hold its fixed words. */
  release: (short: string) => `release ${short}`,
  open: "Open the Copy Sent",
  openLabel: (kind: string, when: string) => `Open the copy sent: ${kind}, ${when}`,
  notKept: "Sent before copies were kept: only its versions are on record.",
  visitorNotKept:
    "A visitor's general illustration, drawn for anyone from the zone data and words of the versions above: those are on record, not a copy.",
  empty: "No document has been handed out yet.",
  older: "Older Documents",
  newest: "Newest Documents",
  unknown: "No kept document has that name.",
} as const;
