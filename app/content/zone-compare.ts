// What the zone comparison page says. Figures come from the zone-data service; the
// disclosures are the Zone Navigator's own (zoneDisclosure in ./zones).
import type { ZoneNumber, ZoneSelection } from "~/lib/zones";
import { accountTypeCopy } from "./zones";

export const compareCopy = {
  title: "Compare zones",
  lead: "Up to four views side by side: risk level, horizon, account type, hypothetical targets and allocation.",
  tableCaption: "Zone comparison",
  scrollRegion: "Zone comparison, scrolls sideways on narrow screens",
  /** Over the table where it is wider than the screen. */
  scrollHint: "Swipe the table sideways to see every view.",
  viewHeading: (zone: ZoneNumber, account: string) => `Zone ${zone}, ${account}`,
  rows: {
    riskLevel: "Risk level",
    timeHorizon: "Time horizon",
    accountType: "Account type",
    expectedReturn: "Expected return",
    maxDrawdown: "Max drawdown",
    category: "Category",
    allocation: "Allocation",
  },
  remove: "Remove",
  removeLabel: (view: string) => `Remove ${view} from the comparison`,
  /**
   * The link to a view in the Zone Navigator: "Open in the Zone Navigator" on screen, with the
   * view's name heard between the two parts, so the name holds the words shown (WCAG 2.5.3).
   */
  open: { start: "Open", end: "in the Zone Navigator" },
  addTitle: "Add a view",
  addZone: "Zone",
  addAccount: "Account type",
  addSubmit: "Add to comparison",
  suggestionsLabel: "Quick add",
  addSuggestion: (view: string) => `Add ${view}`,
  full: "A comparison holds four views at most. Remove one to add another.",
  empty: "No views to compare yet. Add a zone below, or use Compare in the Zone Navigator.",
  single: "Add at least one more view to compare it with.",
  notesTitle: "Some entries in the address were left out",
  invalidNote: (entries: string[]) => `Not a view, dropped: ${entries.join(", ")}.`,
  duplicateNote: (entries: string[]) => `Listed more than once, shown once: ${entries.join(", ")}.`,
  overLimitNote: (entries: string[]) => `Only four views can be compared; left out: ${entries.join(", ")}.`,
  alreadyThere: (view: string) => `${view} is already in the comparison.`,
  backToNavigator: "Back to the Zone Navigator",
  findZone: "Find a client's zone with the questionnaire",
  /** A line of the allocations that a view does not hold. */
  notHeld: "Not held",
} as const;

/** The links the Zone Navigator shows beside a view. */
export const workspaceLinksCopy = {
  compare: "Compare",
  compareLabel: (zone: ZoneNumber, account: string) => `Compare zone ${zone}, ${account} with its neighbors`,
  questionnaire: "Find your zone: take the questionnaire",
} as const;

/** A view's name where views are listed: "Zone 3, Qualified". */
export const viewName = ({ zone, account }: ZoneSelection) => compareCopy.viewHeading(zone, accountTypeCopy[account].toggle);
