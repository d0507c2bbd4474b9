// What each instrument of the built-in allocations (./zones) is for, so a unit test can hold
// the tables to their promise: the defensive share never rises from zone 1 to zone 10.
/**
 * What each built-in instrument is for: `defensive` (cash, money market, bonds, municipal and
 * tax-free bonds) or `growth` (equity, funds and ETFs of equities, REITs, alternatives). A sheet
 * may name other instruments; this only describes the built-in tables.
 */
export type InstrumentRole = "defensive" | "growth";

export const instrumentRoles: Record<string, InstrumentRole> = {
  "Cash/Money Market": "defensive",
  "Short-Term Bonds": "defensive",
  Bonds: "defensive",
  "Tax-Free Money Market": "defensive",
  "Tax-Free Bonds": "defensive",
  "Tax-Efficient Bonds": "defensive",
  "Municipal Bonds": "defensive",
  "Conservative Equity": "growth",
  "Dividend Equity": "growth",
  "Large Cap Equity": "growth",
  "Growth Equity": "growth",
  International: "growth",
  "Small Cap": "growth",
  "Emerging Markets": "growth",
  Alternative: "growth",
  "Index Funds": "growth",
  "Tax-Managed Equity": "growth",
  "Tax-Efficient Equity": "growth",
  "Growth Index Funds": "growth",
  "International ETFs": "growth",
  "Small Cap ETFs": "growth",
  "Emerging Market ETFs": "growth",
  "Aggressive Growth ETFs": "growth",
  "Sector ETFs": "growth",
  "Alternative ETFs": "growth",
  REITs: "growth",
};
