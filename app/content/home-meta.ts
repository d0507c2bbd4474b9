// The home page's title and description, apart from pages.ts so the home page's script does not
// carry every page's (the page list takes them from here).
import { site } from "./site";

export const homeMeta = {
  title: `${site.brand} | Investment Solutions for Financial Advisors`,
  description: "Risk-managed model portfolios, ETFs, signals and case design support for financial advisors.",
};
