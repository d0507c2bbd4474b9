// The funds' prospectus statement with their distributor, for every page and document that names an
// ETF (FINRA 2210, Rule 482). The distributor is a placeholder the firm replaces (`npm run
// content:check` lists it until it does).
import { site } from "./site";

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
