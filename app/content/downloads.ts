// What the advisor area's downloads say: the zone allocations as CSV and a fact sheet PDF per
// model. The figures and notes of a fact sheet are the models content's own (./models).
import { factSheetPath } from "./model-basics";
import { site } from "./site";

export const downloadsCopy = {
  title: "Downloads",
  lead: "Files for your records. The zone allocations come from the data the Zone Navigator shows today.",
  allocationsTitle: "Zone allocations (CSV)",
  allocationsText:
    "One row per zone, account type and instrument, with the firm's products for each line, the version of the data and the day it stands as of, for a spreadsheet.",
  allocations: { label: "All zones, both account types (CSV)", href: "/advisor/downloads/zone-allocations.csv" },
  factSheetsTitle: "Model fact sheets (PDF)",
  factSheetLabel: (name: string) => `${name} (PDF)`,
  factSheetHref: factSheetPath,
  allocationsFile: (day: string) => `zone-allocations-${day}.csv`,
  /** Named by its figures' as-of day, as the sheet is dated; undated figures give an undated name, not the download's day. */
  factSheetFile: (id: number, asOf: string | undefined) => `model-${id}-fact-sheet${asOf ? `-${asOf}` : ""}.pdf`,
  unknownModel: "There is no model with this number.",
} as const;

export const factSheetCopy = {
  title: "Model fact sheet",
  subject: (name: string) => `Fact sheet of ${name}`,
  keyFacts: "Key facts",
  notesTitle: "About these figures",
  disclosuresTitle: "Important disclosures",
  /** The website's footer disclaimers, said of the sheet itself. */
  disclaimers: [
    "This fact sheet is intended for financial advisors only and is not intended for the general public.",
    `It is not investment advice and is not a recommendation to buy or sell any security. ${site.brand} makes no guarantee of performance.`,
    "Past performance does not indicate future results. All investing involves risk, including the possible loss of principal.",
  ],
  pageFooter: (page: number, total: number) => `Page ${page} of ${total}`,
} as const;
