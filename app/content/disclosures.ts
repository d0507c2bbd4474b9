// The firm's regulatory disclosures, in one place for the site's footer, every page that names an
// ETF, and every PDF: the SEC-registration wording, the Form ADV Part 2A and Form CRS documents,
// and the funds' prospectus statement with their distributor. The documents' addresses live in
// site.ts (externalLinks) like every external address; they and the distributor are placeholders
// the firm replaces (`npm run content:check` lists them until it does).
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

export const fundDisclosures = {
  /** The principal underwriter that distributes the ETFs. */
  distributor: "Example Fund Distributors, LLC",
  /** The statement every page and document that names an ETF carries (FINRA 2210, Rule 482). */
  prospectus: (distributor: string) =>
    `Investors should consider the investment objectives, risks, charges and expenses of an ETF carefully before investing. The prospectus contains this and other information; read it carefully before investing. Shares are bought and sold at market price, not net asset value, and are not individually redeemed from the fund. Distributed by ${distributor}, which is not affiliated with ${site.legalEntity}.`,
  /** What is still an example here; delete this line once the funds' own distributor is in. */
  example: "the name of the ETFs' distributor",
} as const;

/** The prospectus statement with the distributor's name, as every page and document prints it. */
export const prospectusStatement = fundDisclosures.prospectus(fundDisclosures.distributor);
