// The words of the publishing desk in the staff console: its screens, the kinds of content, a
// version's steps, and why the desk refused a step (the review queue's words are in
// desk-review.ts, the archive's in desk-archive.ts).
import type { ContentKind, DeskRefusal, ReviewDecision, VersionStatus } from "~/lib/content-desk/contract";
import { formatDate } from "~/lib/format-date";

export const kindNames: Record<ContentKind, { one: string; many: string }> = {
  commentary: { one: "Commentary", many: "Commentary" },
  media: { one: "Media item", many: "Media" },
  "model-figures": { one: "Model figures", many: "Model figures" },
  "fund-facts": { one: "Fund facts", many: "Fund facts" },
  "zone-data": { one: "Zone data", many: "Zone data" },
  signal: { one: "Signal", many: "Signals" },
};

/** Kinds whose editor starts from nothing (the desk's "New" link); zone data starts from the live version. */
export const kindsWithNewForm: readonly ContentKind[] = ["commentary", "media", "model-figures", "fund-facts", "signal"];

export const statusNames: Record<VersionStatus, string> = {
  draft: "Draft",
  submitted: "Waiting for review",
  returned: "Returned",
  approved: "Approved, to publish",
  published: "Live",
  replaced: "Replaced",
  retired: "Retired",
};

export const deskCopy = {
  title: "Publishing Desk",
  lead: "Every page the firm publishes, as versions: drafted here, approved by a principal, then live. A correction is a new version.",
  toReview: "Review queue",
  toArchive: "Archive",
  /** The releases of the site's fixed pages, approved like a version (/staff/releases). */
  toReleases: "Site Releases",
  newOf: (kind: string) => `New ${kind.toLowerCase()}`,
  live: "Live",
  noLive: "Not live",
  openDrafts: "Open",
  example: "Example content",
  none: "Nothing here yet.",
  dueTitle: "Due for Periodic Review",
  dueNone: "Nothing is due for review.",
  dueOn: (day: string) => `review by ${day}`,
  overdue: (days: number) => (days === 0 ? "due today" : `${days} day${days === 1 ? "" : "s"} overdue`),
  version: (number: number) => `Version ${number}`,
} as const;

export const editorCopy = {
  newTitle: (kind: string) => `New ${kind.toLowerCase()}`,
  editTitle: (kind: string, number: number) => `${kind}, version ${number}`,
  save: "Save Draft",
  submit: "Submit for Review",
  submitHint: "The checks run when you submit; a principal then approves or returns the version.",
  preview: "Preview",
  readOnly: "This version can no longer be edited: start a new version to change it.",
  /** On a version waiting for review, to a principal who did not write it: where the decision is made. */
  decide: { lead: "This version waits for a principal's decision.", label: "Approve or Return It in the Review Queue" },
  /** Beside an approved version's status: when it goes live. */
  publishesAt: (moment: string) => `goes live ${moment}`,
  notYours: "Only its author edits this draft. Start a version of your own to propose a change.",
  noForm: "This kind has no form yet: submit the draft as it is, or start again from another version.",
  startFromLive: "Start a New Version from the Live One",
  /** Above a new signal's form: its trades start from the weights the model holds now. */
  signalStart: {
    title: "Start From a Model's Weights",
    hint: "Fills the model and one trade a line for each position it holds, the weight after the same as before: change the weights after, and add a line for a new position. What the form below holds is replaced; this tab offers it back.",
    model: "Model to start from",
    submit: "Fill In the Trades",
    filled: (model: string, asOf: string) =>
      `The trades below hold ${model}'s newest published weights, in force from ${asOf}, each before and after. Change the weights after.`,
    none: (model: string) => `${model} has no published weights to start from: write each trade.`,
  },
  startFromThis: "Start a New Version from This One",
  returnedTitle: "Returned by the principal",
  returnedBy: (email: string) => `Returned by ${email}. Change what the note asks, then submit again.`,
  /** Offered above the editor when this tab kept changes the server never received. */
  backupFound: (moment: string) =>
    `Changes you typed here at ${moment} were not saved (your session may have ended). This browser tab kept them.`,
  backupRestore: "Restore My Changes",
  backupDiscard: "Discard Them",
  findingsTitle: "The checks found these problems",
  findingsLead: "The version was saved but not submitted. Fix each problem, then submit again.",
  /** Where a finding is, by the field's label. */
  findingIn: (field: string) => `in ${field}`,
  historyTitle: "History of this item",
  author: "Author",
  statusLabel: "Status",
  /** Over a version's content: what it will be, is, or was on the site. */
  body: (status: VersionStatus) =>
    status === "published"
      ? "What is published"
      : status === "replaced" || status === "retired"
        ? "What was published"
        : "What will be published",
  noLiveToStart: "Nothing is live for this item yet.",
  retireTitle: "Retire from the Site",
  retire: "Retire from the Site",
  retireHint: "Takes this item off the site at once, on every instance. The version stays in the archive.",
  retireNote: "Why it leaves the site (kept with the decision)",
  withdrawTitle: "Withdraw Before It Goes Live",
  withdrawHint: "Nothing of this version is published: it goes back to its author with your note, to change and submit again.",
  withdrawNote: "Why (the author reads this)",
  withdraw: "Withdraw",
} as const;

/** A version's record of what the principals decided, each decision with the content it was made on. */
export const reviewsCopy = {
  title: "Decisions on this version",
  /** In the review queue, above a version submitted again: what was decided on it before. */
  earlierTitle: "Decided on this version before",
  lead: "Each decision is kept with the title and content hash of what was decided on, even after the version was changed.",
  decisions: {
    approved: "Approved",
    returned: "Returned with a note",
    withdrawn: "Withdrawn before going live",
    retired: "Retired from the site",
  } satisfies Record<ReviewDecision, string>,
  byWhen: (email: string, moment: string) => `${email} · ${moment}`,
  content: (title: string, hash: string | null) => `On "${title}"${hash ? `, content ${hash.slice(0, 12)}` : ""}`,
} as const;

export const editorDone = {
  created: "Draft saved.",
  /** A new version made from another (the live one, usually): the same content, to change. */
  started: "Draft saved: a new version with the same content, to change.",
  saved: "Draft saved.",
  submitted: "Submitted: a principal reviews it next.",
  imported: "Drafts saved, one for each model in the file: this is the first; the desk lists the others.",
  retired: "Retired: the item is no longer on the site.",
  withdrawn: "Withdrawn: it will not go live. It is back with its author, with your note.",
} as const;

export const fieldCopy = {
  title: "Title",
  slug: "Address (slug)",
  slugHint: "Lowercase words joined by hyphens: the article's address is /commentary/ followed by this.",
  summary: "Summary",
  author: "Author shown",
  date: "Publication date",
  reviewBy: "Review by",
  reviewByHint: "The day this must be looked at again; it is listed on the desk when due.",
  markdown: "Body (Markdown)",
  mediaType: "Type",
  mediaTypes: { "press-release": "Press release", coverage: "Coverage", resource: "Resource" },
  outlet: "Outlet",
  url: "Address (https)",
  ticker: "Fund",
  objective: "Objective",
  grossExpenseRatio: "Gross expense ratio",
  netExpenseRatio: "Net expense ratio",
  ratioHint: "As the prospectus states it, e.g. 0.75%.",
  waiverEnds: "Fee waiver ends",
  principalRisks: "Principal risks",
  principalRisksHint: "One risk a line: its name, a colon, then its text.",
  prospectusDate: "Prospectus date",
  inceptionDate: "Inception date",
  exchange: "Exchange",
  performanceAsOf: "Standardized performance as of",
  performanceRows: "Standardized performance",
  performanceRowsHint:
    "One period a line: the period, a colon, then the NAV and market price returns in percent, e.g. 1 year: 4.2, 4.1. Leave empty to publish none.",
  modelId: "Model",
  csv: "Figures (CSV)",
  csvHint:
    "One quarter's figures for one model or several: paste the file, or choose it below. Its sections replace those of each model's live figures.",
  csvFile: "Choose a CSV file",
  /** Each model's live figures as the same file, to edit for the new quarter (docs/model-figures-csv.md). */
  csvLive: "Start from a model's live figures, in this file's format (sections [performance], [statistics] and [holdings]):",
  csvLiveLabel: (id: number, name: string) => `Model ${id}, ${name}`,
  csvLiveHref: (id: number) => `/staff/desk/model-figures/${id}.csv`,
  csvErrorsTitle: "The file was refused whole",
  csvErrorsLead: "Nothing was saved. Correct each problem in the file, then load it again.",
  /** Under the file's field, when the panel above the form lists what refused it. */
  csvRefused: (count: number) => `The file was refused: see the ${count === 1 ? "problem" : `${count} problems`} listed above the form.`,
  csvNoFigures: (modelId: string | undefined) => (modelId ? `The file has no figures for model ${modelId}.` : "The file has no figures."),
  csvRow: (row: number, column: string) => `Row ${row}, column ${column}`,
  signalModel: "Model",
  effectiveDate: "Takes effect on",
  trades: "Trades",
  tradesHint:
    "One position a line: ticker, name, weight before, weight after (percent; 0 when not held), e.g. RSMV, RS Managed Volatility ETF, 40, 55. The weights after add up to 100.",
  reasoning: "Reasoning (Markdown)",
  /** A new version of a signal that names another model or day. */
  signalMoved: "A version of a signal keeps its model and day: for another model or day, start a new signal.",
} as const;

export const previewCopy = {
  banner: (kind: string, number: number, status: string) =>
    `Preview of ${kind.toLowerCase()}, version ${number} (${status}): only staff see this page.`,
  back: "Back to the version",
  notPreviewable: "This kind is shown in its structured view on the version's page.",
} as const;

export const principalCopy = {
  label: "Principal",
  /** A button's name starts with its visible words (WCAG 2.5.3), then says whose it is. */
  mark: (email: string) => `Make Principal: ${email}`,
  unmark: (email: string) => `Remove Principal: ${email}`,
  markShort: "Make Principal",
  /** The field beside "Make Principal": what qualifies them, kept with the mark and in the audit log. */
  basisLabel: (email: string) => `Qualification of ${email}`,
  basisPlaceholder: "License and CRD number",
  unmarkShort: "Remove Principal",
  marked: "Marked as principal: they can approve and return versions on the desk.",
  unmarked: "No longer a principal.",
  unknown: "No staff account has that id.",
  /** An admin asking to mark themselves: authority to approve is given by another. */
  self: "Another admin marks you as a principal: nobody gives themselves the authority to approve.",
} as const;

/** Why the desk refused a step, in the console's words. */
export function refusalWords(refusal: DeskRefusal): string {
  switch (refusal.reason) {
    case "not-found":
      return "That version does not exist.";
    case "wrong-status":
      return `That version is ${statusNames[refusal.status].toLowerCase()}: this step is not open to it.`;
    case "own-version":
      return "You wrote this version: another principal must approve or return it.";
    case "not-author":
      return "Only the author of a draft edits or submits it: start a version of your own instead.";
    case "not-principal":
      return "Only a principal may approve, return, withdraw or retire a version.";
    case "before-date":
      return `This article is dated ${formatDate(refusal.date)}: approve it to publish on that day or later, or return it to be dated the day it goes live.`;
    case "changed":
      return "This version was changed and submitted again after you opened it, so it was not approved: read it again, as it is now.";
    case "invalid":
      return "The checks found problems: see them beside the form.";
    case "body":
      return "Some fields are missing or not in the right form: see them beside the form.";
  }
}
