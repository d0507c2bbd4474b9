// The words of the desk's archive (/staff/archive): every version ever published, filtered by
// kind, item and day, with its state, people, moments and content hash.
export const archiveCopy = {
  title: "Archive",
  lead: "Every version ever published, exactly as it was, with who wrote and approved it and when it was live.",
  kind: "Kind",
  item: "Item or title",
  liveOn: "Live on",
  liveOnHint: "Finds the version each item showed that day.",
  filter: "Show",
  clear: "Clear",
  none: "No published version matches.",
  author: "Author",
  approver: "Approver",
  wentLive: "Went live",
  /** When a version left the site: replaced by a newer one, or retired with nothing after it. */
  ended: { replaced: "Replaced", retired: "Retired" },
  stillLive: "still live",
  /** Each entry's state, beside its title. */
  states: { published: "Live", replaced: "Replaced", retired: "Retired" },
  hash: "Content hash",
  export: "Export Archive",
  exportHint: "One JSON file with every version listed here: its data and, for articles, the page as HTML.",
  anyKind: "Every kind",
} as const;
