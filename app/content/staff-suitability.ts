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
  waitingOnly: "Waiting for Review",
  emptyWaiting: "No zone chosen above the answers' limit waits for a principal's review.",
} as const;

/** A principal's review of a zone chosen above the answers' limit, on /staff/suitability. */
export const suitabilityReviewCopy = {
  waits: "Waits for a principal's review",
  supported: "Reviewed: the reason supports the zone",
  followUp: "Reviewed: to follow up with the advisor",
  decisions: {
    supported: "The reason supports the zone",
    "follow-up": "I will follow it up with the advisor",
  },
  reviewBy: (email: string, when: string) => `${email} · ${when}`,
  legend: "Your review",
  note: "What you weighed",
  noteHint: "Kept with the record, with your name and the time.",
  submit: "Record the Review",
  notPrincipal: "A principal reviews this record.",
  done: "Review recorded.",
} as const;

/**
 * The mail each principal receives when an advisor saves a zone above what the client's answers
 * allow: who, which zones and the reason's kind. The client label and the advisor's own words
 * stay in the console, where the record is reviewed.
 */
export const aboveLimitMailCopy = {
  subject: (advisor: string, chosen: number, allows: number) =>
    `Zone ${chosen} chosen above the answers' limit of zone ${allows}, by ${advisor}`,
  paragraphs: (advisor: string, chosen: number, allows: number, reason: string) => [
    `${advisor} saved a questionnaire result with zone ${chosen}, above the zone ${allows} the client's answers allow. The reason given: ${reason}.`,
    "Review the record, with the client's answers and the advisor's own words, in the staff console's suitability records. It is kept as it was saved.",
  ],
  /** The reason's kind when the advisor wrote their own (its words stay in the console), or gave none. */
  reasonInOwnWords: "another reason, in the advisor's own words",
  noReason: "none",
  action: "Review the Records Above the Limit",
  after: "You receive this mail as a principal of the firm's staff console, or as an admin while the firm has no principal.",
} as const;
