// The proposal's download link on the Zone Navigator, the comparison and the questionnaire result:
// apart from proposal.ts, whose words only the PDF and its route use, so the pages' script carries
// these alone.
export const proposalLinkCopy = {
  download: "Download proposal (PDF)",
  downloadLabel: (views: string) => `Download proposal (PDF) of ${views}`,
} as const;
