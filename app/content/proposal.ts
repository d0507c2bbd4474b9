// What the zone proposal PDF and its route say (its links' words are in proposal-link.ts: the
// pages load those, and none of these). The figures come from the zone-data service and the
// disclosures are the Zone Navigator's own (zoneDisclosure in ./zones), printed in full.
import type { ZoneNumber } from "~/lib/zones";
import { expectedReturnPeriod } from "./hypothetical";
import { zoneDisclosure } from "./zones";

/** A client's proposal, prepared for them: its allocations, without the words "of any investor". */
const advisedAllocations = "Allocations are illustrative and may change without notice. Taxes, fees and expenses reduce returns.";

/** What explains the zones' hypothetical targets, wherever a proposal prints them. */
const proposalTargetDisclosures = zoneDisclosure.paragraphs.slice(0, 4);

/** What an advisor's document stands on: the client's questionnaire or suitability record, nothing, or it is a visitor's. */
export type ProposalBasis = "assessed" | "unassessed" | "visitor";

export const proposalCopy = {
  targetDisclosures: proposalTargetDisclosures,
  /** `day`: the firm's day, after the client label where there is one ("client-d-ira-2026-11-28"). */
  file: (day: string, basis: ProposalBasis = "assessed") => `zone-${basis === "assessed" ? "proposal" : "illustration"}-${day}.pdf`,
  advisorFile: (day: string, basis: ProposalBasis = "assessed") =>
    `zone-${basis === "assessed" ? "proposal" : "illustration"}-${day}-advisor-copy.pdf`,
  /**
   * An advisor's document with the client's questionnaire or suitability record behind it is a
   * proposal; one without it, or a visitor's, is an illustration (found in a compliance review:
   * a zone far above a client's answers went out titled a proposal, with nothing on record).
   */
  documentTitle: (proposal: boolean) => (proposal ? "Zone proposal" : "Zone illustration"),
  subject: "Hypothetical zone allocations for discussion with a financial advisor",
  /** `basis`: the client's questionnaire or record behind an advisor's document, none behind it, or a visitor's. */
  intro: (basis: ProposalBasis, targets: boolean) => {
    const contents = `with their risk level, time horizon${targets ? ", hypothetical targets" : ""} and allocation`;
    if (basis === "assessed")
      return `This proposal sets out the zones discussed, ${contents}. It is an illustration for a planning discussion, not a recommendation.`;
    if (basis === "unassessed")
      return `This illustration sets out the zones discussed, ${contents}. No risk questionnaire is on record with it, so it is for a planning discussion, not a recommendation for an account.`;
    return `This illustration sets out the zones chosen, ${contents}. It is for a planning discussion, not a recommendation.`;
  },
  preparedFor: "Prepared for",
  preparedBy: "Prepared by",
  /** Where no client label was given: a line the advisor fills in by hand. */
  preparedForBlank: "______________________________",
  /** At the top of a document drawn from the built-in example data (the site says it beside the figures). */
  /** A client's copy of a zone chosen above what the questionnaire's answers allow: said before the figures. */
  aboveLimit: (chosen: number, allows: number) =>
    `Zone ${chosen} was chosen for this account, above zone ${allows}, the highest zone the answers to the risk questionnaire suggest. A higher zone holds more in stocks and can fall further and for longer. Your advisor has recorded why it was chosen; ask them to explain it.`,
  /** What each zone category can lose, in plain words, under the figures (the web pages' legend). */
  categoryRisk: (category: { name: string; zones: string; description: string }) =>
    `${category.name} (${category.zones}): ${category.description}.`,
  exampleData:
    "Example data: the firm's own zone data is not connected yet, so the figures and allocations in this document are examples, not the firm's.",
  /** Under "Prepared by": the advisor's firm beside the firm's name on the letterhead is not the firm's. */
  independentFirm: (advisorFirm: string, legalEntity: string) =>
    `${advisorFirm} is an independent firm and is not affiliated with ${legalEntity}.`,
  /** A proposal downloaded by a visitor: no advisor, no client. */
  generalIllustration:
    "General illustration: this document was not prepared for any particular investor or by a financial advisor. Ask a financial advisor how it relates to your own situation.",
  /**
   * The disclosures for the reader of a handed proposal (the last replaces the Zone Navigator's
   * word to advisors); what explains the hypothetical targets only where they are printed.
   */
  clientDisclosures: (basis: ProposalBasis, targets: boolean) => [
    ...(targets ? proposalTargetDisclosures : [basis === "assessed" ? advisedAllocations : zoneDisclosure.paragraphs[4]]),
    {
      assessed:
        "This proposal was prepared by your financial advisor to support a conversation about your goals. It is not an offer or a recommendation to buy or sell any security on its own; your advisor can explain how it fits your situation. Past performance does not indicate future results. Investing involves risk, including loss of principal.",
      // An advisor's document with nothing on record about the client (a compliance review found
      // it still spoke of "your situation"): for a discussion, about no one's account.
      unassessed:
        "This illustration was prepared by a financial advisor for a planning discussion, with no risk questionnaire on record: it is not a recommendation for any account, and not an offer to buy or sell any security. Past performance does not indicate future results. Investing involves risk, including loss of principal.",
      visitor:
        "This illustration is not investment advice or a recommendation to buy or sell any security. Past performance does not indicate future results. Investing involves risk, including loss of principal.",
    }[basis],
  ],
  /** The footer of every page: the firm and the zone data the figures come from. */
  footer: (brand: string, datasets: string[]) => `${brand} · Zone data: ${datasets.join("; ")}`,
  dateLabel: "Date",
  figuresTitle: "Zones at a glance",
  /** A client's copy made from a questionnaire result: the client's own answers and what they suggest (never the advisor's internal record). */
  questionnaire: {
    title: "Your risk questionnaire",
    lead: "Your answers to the risk questionnaire, and the zone they suggest.",
    suggested: "The answers suggest",
    chosen: "Zone in this proposal",
    zone: (zone: number) => `Zone ${zone}`,
  },
  /** The plain-text answer to a questionnaire in the address that is not this proposal's. */
  badQuestionnaire:
    "The questionnaire in the address does not match this proposal: open the proposal from the questionnaire's result, for the zone and account type it shows.",
  viewHeading: (zone: ZoneNumber) => `Zone ${zone}`,
  rows: {
    riskLevel: "Risk level",
    timeHorizon: "Time horizon",
    accountType: "Account type",
    expectedReturn: `Expected return ${expectedReturnPeriod} *`,
    maxDrawdown: "Max drawdown *",
    category: "Category",
  },
  allocationTitle: "Allocations",
  productsTitle: (views: number) => `The firm's models and ETFs for ${views === 1 ? "this zone" : "these zones"}`,
  productPage: "Page",
  allocationHeading: (zone: ZoneNumber, account: string) => `Zone ${zone}, ${account}`,
  instrumentColumn: "Instrument",
  shareColumn: "Share",
  disclosureMark: "* ",
  pageFooter: (page: number, total: number) => `Page ${page} of ${total}`,
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
