// Words of /staff/suitability: every questionnaire result saved for a client, kept as it was saved.
export const suitabilityRecordsCopy = {
  title: "Suitability records",
  lead: "Every questionnaire result an advisor saved for a client, newest first, kept as it was saved: deleting the saved view or the account leaves the record.",
  empty: "No questionnaire result has been saved yet.",
  emptyAbove: "No zone has been chosen above what the answers allow.",
  /** The filter a principal reviews by: the zones chosen above the answers' limit. */
  filterLabel: "Which records",
  allRecords: "All Records",
  aboveOnly: "Above the Answers' Limit",
  byWhom: (email: string, when: string) => `${email} · ${when}`,
  choice: (suggested: number, chosen: number) =>
    suggested === chosen ? `Suggested zone ${suggested}, chosen` : `Suggested zone ${suggested}; chosen zone ${chosen}`,
  answers: "Answers",
  unreadable: "This record is not in a form this page reads; it is kept in the database as it was saved.",
  older: "Older Records",
  newest: "Newest Records",
} as const;
