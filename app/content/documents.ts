// What every printed document (proposal, fact sheet) says beyond its own subject: the firm's
// disclosures with the addresses of its Form ADV Part 2A and Form CRS, the funds' prospectus
// statement where a document names an ETF, which copy of a proposal it is, and the date a fact
// sheet's figures are as of.
import { firmDisclosures } from "./disclosures";
import { conflictStatement } from "./conflict-disclosure";
import { prospectusStatement } from "./fund-disclosures";

export const documentCopy = {
  disclosuresTitle: "About the firm",
  registration: firmDisclosures.registration,
  /** The firm's filings, each with the address printed so a paper copy can be followed. */
  filings: [firmDisclosures.formAdvPart2A, firmDisclosures.formCrs].map(({ label, href }) => ({ label, href })),
  filingsIntro: "The firm's filings with the SEC, free of charge:",
  prospectus: prospectusStatement,
  conflict: conflictStatement,
  /**
   * The advisor's copy of a saved view's document, with the internal suitability record: a
   * proposal's, or an illustration's where no questionnaire is on record (as the client's copy).
   */
  advisorCopyTitle: (proposal = true) => `Zone ${proposal ? "proposal" : "illustration"} (advisor copy)`,
  advisorCopyNote:
    "Advisor copy, for financial professionals only and not to be handed to a client: it holds the zones' hypothetical targets and, where one was recorded, the internal suitability record. The client's copy leaves both out.",
  /** In the advisor's copy, above the client's copy's disclosures, printed word for word. */
  advisorCopyDisclosuresLead: "The client's copy says, addressed to the client:",
  /** At the foot of every page of the advisor's copy, so that no page of it passes for the client's. */
  advisorCopyFooter: "Advisor copy: for financial professionals only, not to be handed to a client",
  /** A fact sheet is dated by its figures, not by the day it was downloaded. */
  figuresAsOf: (date: string) => `Figures as of ${date}`,
  figuresUndated: "Figures: as-of date not published",
  /** The published versions of the content a document drew on: "Model 3 figures v2 of 2026-11-20 (1a2b3c4d)". */
  contentVersions: (versions: readonly { label: string; number: number; day: string; hash: string }[]) =>
    `Published versions drawn on: ${versions.map((version) => `${version.label} v${version.number} of ${version.day} (${version.hash})`).join("; ")}`,
  contentVersionLabel: { model: (id: number) => `Model ${id} figures`, fund: (ticker: string) => `${ticker} facts` },
  /** The plain-text answer when a download cannot be recorded (the document is then not sent). */
  notRecorded: "The document cannot be prepared right now. Please try again in a minute.",
} as const;
