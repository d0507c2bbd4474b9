// The shape of a policy page: dated sections of paragraphs and lists.

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };
export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  lastUpdated: string;
  /** Where the text stands. Every policy needs the firm's legal review before it is published. */
  review: "draft - legal review required before publishing" | "approved by legal";
  intro: string[];
  sections: LegalSection[];
};
