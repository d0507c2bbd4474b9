// What the advisor area's dashboard says: where to start, the recent saved views, what changed
// since the last visit. The downloads keep their own copy (./downloads).
import { formatDate } from "~/lib/format-date";
import { savedViewsPath } from "./saved-view-paths";

export const RECENT_SAVED_VIEWS = 5;

export const advisorDashboardCopy = {
  welcome: (first: string, last: string) => `Welcome, ${first} ${last}`,
  firm: (firm: string, brand: string) => `${firm} · Advisor resources from ${brand}`,
  startTitle: "Start a client meeting",
  startProposal: {
    label: "Start a proposal",
    href: "/zone-navigator/questionnaire",
    hint: "Answer the questionnaire together: it suggests a zone and leads to a proposal.",
  },
  openNavigator: { label: "Open the Zone Navigator", href: "/zone-navigator", hint: "Look at any zone's allocation, figures and risk." },
  recentTitle: "Recent saved views",
  recentEmpty: "Nothing saved yet. Use “Save for a client” beside a zone, a questionnaire result or a comparison.",
  allSavedViews: { label: "All saved views", href: savedViewsPath },
  savedOn: (isoDay: string) => `Saved ${formatDate(isoDay)}`,
  changesTitle: "What changed since your last visit",
  changesTitleFirstVisit: "What is new since you registered",
  changesSince: (isoDay: string) => `Since you last signed in, on ${formatDate(isoDay)}.`,
  /** Before a second sign-in, the changes are counted from the registration. */
  changesSinceRegistration: (isoDay: string) => `Since you registered, on ${formatDate(isoDay)}.`,
  noChanges: "Nothing new since then.",
  commentary: (title: string) => `New commentary: ${title}`,
  zoneData: (label: string) => `Newer zone data for “${label}”`,
  zoneDataDetail: (saved: string, current: string) => `Saved from version ${saved}; the Zone Navigator shows version ${current} today.`,
  signal: (modelName: string, title: string) => `New signal for ${modelName}: ${title}`,
  savedViewSignal: (label: string) => `A model in “${label}” changed since you saved it`,
  /** Which of the label's views, saved when: an advisor may save two under one label. */
  savedViewSignalViews: (views: string, isoDay: string) => `${views}, saved ${formatDate(isoDay)}.`,
  savedViewSignalDetail: (modelName: string) => `${modelName} changed: read the signal.`,
  commentaryTitle: "Market Commentary",
  followingTitle: "Models you follow",
  followingNone: "You follow no model yet: choose the models whose signals we mail you.",
  followingLatest: (title: string, effectiveDate: string) => `Latest signal: ${title}, in force from ${formatDate(effectiveDate)}`,
  followingNoSignal: "No signal published yet.",
  followingManage: { label: "Choose the models you follow", href: "/advisor/account#following" },
} as const;
