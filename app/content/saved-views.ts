// What the saved views say: the "Save for a client" form beside the zone tools, and the
// advisor area's list, page, rename and delete screens.
import { site } from "./site";

export const savedViewsCopy = {
  title: "Saved views",
  lead: "Views and comparisons you saved for clients, newest first. Only you can see them.",
  searchLabel: "Search by client label",
  searchSubmit: "Search",
  searchClear: "Show all",
  empty: "Nothing saved yet. Use “Save for a client” in the Zone Navigator, a questionnaire result or a comparison.",
  noMatch: (query: string) => `No saved view has a label containing “${query}”.`,
  results: (count: number, query: string) => `${count} saved ${count === 1 ? "view" : "views"} with “${query}” in the label`,
  savedOn: "Saved",
  updatedOn: "Changed",
  /** A view saved from a questionnaire result, and one whose zone is above what the answers allow. */
  fromQuestionnaire: (suggested: number, chosen: number) =>
    suggested === chosen ? `Questionnaire: zone ${suggested} suggested` : `Questionnaire: zone ${suggested} suggested, ${chosen} chosen`,
  aboveLimit: "Above the answers' limit",
  deleted: { title: "Deleted", description: "The saved view was deleted." },
  listLabel: "Your saved views",
  limited: (count: number) => `Only the newest ${count} are listed; search by label to find older ones.`,
};

export const savedViewCopy = {
  back: "All saved views",
  savedOn: "Saved",
  updatedOn: "changed",
  actionsLabel: "This saved view",
  saved: { title: "Saved", description: "The view is saved under this client label." },
  renamed: { title: "Saved", description: "The label and note were changed." },
  noNote: "No note.",
  modelChanged: (modelName: string) => `The ${modelName}, placed in this zone, changed since you saved this view:`,
  readSignal: (title: string) => `read the signal “${title}”`,
  versionsTitle: "Zone data versions",
  versionsLead: "The version of the zone data each view was saved from. The figures shown above are the current ones.",
  versionLine: (view: string) => `${view}: saved from version `,
  changedSince: "; the data has changed since, and the figures shown now are version ",
  openComparison: "Open as a comparison",
  openNavigator: "Open in the Zone Navigator",
  proposal: "Download client copy (PDF)",
  /** The advisor's copy, with what the client's copy leaves out: the targets and any suitability record. */
  advisorProposal: (suitability: boolean) =>
    suitability ? "Download advisor copy with targets and suitability record (PDF)" : "Download advisor copy with targets (PDF)",
  renameTitle: "Change label or note",
  renameSubmit: "Save changes",
  renameSubmitting: "Saving…",
  delete: "Delete this saved view",
  failedTitle: "Not changed",
  failed: "The change could not be saved just now. Please try again in a moment.",
};

export const deleteSavedViewCopy = {
  title: "Delete this saved view?",
  lead: (label: string) => `“${label}” will be deleted for good. The zone data it cites is not affected.`,
  confirm: "Delete saved view",
  cancel: "Keep it",
  failed: "The saved view could not be deleted just now. Please try again in a moment.",
};

/** The saved view's page and its delete step: the label stays out of titles (and so of browser history). */
export const savedViewPage = { title: `Saved View | ${site.brand}`, description: "A view or comparison saved for a client." };
export const deleteSavedViewPage = { title: `Delete Saved View | ${site.brand}`, description: "Delete a view saved for a client." };
