// What a proposal says of the risk of the zones it shows, apart from proposal.ts: only the PDF
// prints these, and proposal.ts is also read by the Zone Navigator's pages in the browser.

export const proposalRiskCopy = {
  /** A client's copy of a zone chosen above what the questionnaire's answers allow: said before the figures. */
  aboveLimit: (chosen: number, allows: number) =>
    `Zone ${chosen} was chosen for this account, above zone ${allows}, the highest zone the answers to the risk questionnaire suggest. A higher zone holds more in stocks and can fall further and for longer. Your advisor has recorded why it was chosen; ask them to explain it.`,
  /** What each zone category can lose, in plain words, under the figures (the web pages' legend). */
  categoryRisk: (category: { name: string; zones: string; description: string }) =>
    `${category.name} (${category.zones}): ${category.description}.`,
} as const;
