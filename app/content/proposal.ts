// What the zone proposal PDF and its links say. The figures come from the zone-data service and
// the disclosures are the Zone Navigator's own (zoneDisclosure in ./zones), printed in full.
import type { ZoneNumber } from "~/lib/zones";

export const proposalCopy = {
  file: (day: string) => `zone-proposal-${day}.pdf`,
  documentTitle: "Zone proposal",
  subject: "Hypothetical zone allocations for discussion with a financial advisor",
  intro:
    "This proposal sets out the zones discussed, with their risk level, time horizon, hypothetical targets and allocation. It is an illustration for a planning discussion, not a recommendation.",
  preparedFor: "Prepared for",
  preparedBy: "Prepared by",
  dateLabel: "Date",
  figuresTitle: "Zones at a glance",
  viewHeading: (zone: ZoneNumber) => `Zone ${zone}`,
  rows: {
    riskLevel: "Risk level",
    timeHorizon: "Time horizon",
    accountType: "Account type",
    taxTreatment: "Tax treatment",
    expectedReturn: "Expected return *",
    maxDrawdown: "Max drawdown *",
    category: "Category",
    dataVersion: "Zone data version",
  },
  allocationTitle: "Allocations",
  productsTitle: "The firm's models and ETFs for these zones",
  productPage: "Page",
  allocationHeading: (zone: ZoneNumber, account: string) => `Zone ${zone}, ${account}`,
  instrumentColumn: "Instrument",
  shareColumn: "Share",
  /** Printed in place of the figures when they are not shown to the reader. */
  projectionsHidden: "Shown to signed-in advisors",
  projectionsHiddenNote: "Expected return and max drawdown are shown to signed-in financial advisors only; ask your advisor for them.",
  disclosureMark: "* ",
  /** `datasets` are "Built-in example data, version 1a2b3c4d5e6f" lines, one per dataset. */
  dataVersionNote: (datasets: string[], versionCount: number) =>
    `Zone data: ${datasets.join("; ")}. The figures and allocations above are those the firm served under ${versionCount > 1 ? "these versions" : "this version"}.`,
  pageFooter: (page: number, total: number) => `Page ${page} of ${total}`,
  /** The links on the Zone Navigator, the comparison and the questionnaire result. */
  download: "Download proposal (PDF)",
  downloadLabel: (views: string) => `Download proposal (PDF) of ${views}`,
  /** The plain-text answer to a bad list of views. */
  badList: (invalid: string[]) =>
    `A proposal needs one to four views, such as ?views=3-qualified,5-qualified (zone 1-10, then qualified or non-qualified).${
      invalid.length > 0 ? ` Not a view: ${invalid.join(", ")}.` : ""
    }`,
  tooMany: (count: number) => `A proposal holds four views at most; this list names ${count}.`,
  /** The plain-text answer to a client over the download limit, with the wait in words. */
  rateLimited: (seconds: number) =>
    `Too many proposals were downloaded from your network. Please try again in ${
      seconds < 60
        ? `${seconds} second${seconds === 1 ? "" : "s"}`
        : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}`
    }.`,
} as const;
