// The firm's regulatory disclosures, in one place for the site's footer (on every page) and every
// PDF: the SEC-registration wording, the Form ADV Part 2A and Form CRS documents. The documents'
// addresses live in site.ts (externalLinks) like every external address; they are placeholders the
// firm replaces (`npm run content:check` lists them until it does). The funds' prospectus
// statement is in fund-disclosures.ts: only pages and documents that name an ETF load it.
import { externalLinks, site } from "./site";

export const firmDisclosures = {
  /** Form ADV Part 2A (the firm brochure), as filed with the SEC. */
  formAdvPart2A: { label: "Form ADV Part 2A (firm brochure)", href: externalLinks.formAdvPart2A },
  /** Form CRS (the client relationship summary). */
  formCrs: { label: "Form CRS (relationship summary)", href: externalLinks.formCrs },
  /** The name of the list of the firm's documents, for screen readers. */
  listLabel: "The firm's regulatory documents",
  /** The SEC-registration wording (registration implies no skill or training). */
  registration: `${site.legalEntity} is an investment adviser registered with the U.S. Securities and Exchange Commission. Registration does not imply a certain level of skill or training.`,
  /** What is still an example here; delete this line once the firm's own documents and wording are in. */
  example: "the firm's registration wording (the documents' addresses are in site.ts)",
} as const;
