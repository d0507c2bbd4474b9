// What every fund page carries (FINRA 2210, SEC Rule 482): gross and net expense ratios, the
// end of any fee waiver behind the difference, the fund's principal risks, and, when the firm
// publishes performance, the standardized table (1, 5 and 10 years or since inception, at NAV and
// market price) as of the latest calendar quarter-end. And the firm's own disclosures.
import { PERFORMANCE_PERIODS, standardPeriodProblems, type PerformancePeriod } from "~/lib/model-performance";
import { isIsoDate, isoDay, isQuarterEnd, latestQuarterEnd } from "./dates";
import type { Finding } from "./findings";

/** One period's average annual total return, in percent, at net asset value and at market price. */
export type FundPerformanceRow = { period: PerformancePeriod; nav: number; market: number };

export type FundPerformance = {
  /** A calendar quarter's end (ISO date). */
  asOf: string;
  rows: FundPerformanceRow[];
};

export type FundFacts = {
  ticker: string;
  /** The fund's name, which makes a return named by it the firm's own (prose rules). */
  name?: string;
  grossExpenseRatio: string;
  netExpenseRatio: string;
  /** The day a fee waiver or expense reimbursement ends (ISO date), when net is below gross. */
  waiverEnds?: string;
  inceptionDate: string;
  principalRisks: readonly { name: string; text: string }[];
  performance?: FundPerformance;
};

const PERCENT = /^\d+(?:\.\d+)?%$/;
const percent = (text: string) => Number(text.replace("%", ""));

/** What keeps a fund's standardized performance from being shown as the rule asks. */
export function fundPerformanceProblems(fund: Pick<FundFacts, "inceptionDate" | "performance">): string[] {
  const performance = fund.performance;
  if (!performance) return [];
  const problems: string[] = [];
  if (!isQuarterEnd(performance.asOf)) problems.push("the standardized performance must be as of a calendar quarter-end");
  if (!isIsoDate(fund.inceptionDate) || !isIsoDate(performance.asOf)) return problems;
  const periods = performance.rows.map((row) => row.period);
  problems.push(...standardPeriodProblems(fund.inceptionDate, performance.asOf, periods, "fund"));
  for (const row of performance.rows)
    if (!Number.isFinite(row.nav) || !Number.isFinite(row.market))
      problems.push(`${row.period}: NAV and market price returns are both needed`);
  return problems;
}

/** Whether a fund's standardized performance may be shown: sound and as of the latest quarter-end. */
export function fundPerformanceState(fund: Pick<FundFacts, "inceptionDate" | "performance">, now: Date) {
  if (!fund.performance) return "none" as const;
  if (fundPerformanceProblems(fund).length > 0) return "undated" as const;
  return fund.performance.asOf < latestQuarterEnd(now) ? ("stale" as const) : ("current" as const);
}

/** The rows in the rule's order. */
export function orderedFundRows(performance: FundPerformance): FundPerformanceRow[] {
  return [...performance.rows].sort((a, b) => PERFORMANCE_PERIODS.indexOf(a.period) - PERFORMANCE_PERIODS.indexOf(b.period));
}

export function fundFindings(funds: readonly FundFacts[], now: Date, where = "app/content/etfs.ts › etfs"): Finding[] {
  const findings: Finding[] = [];
  const today = isoDay(now);
  funds.forEach((fund, index) => {
    const at = `${where}[${index}]`;
    const add = (rule: Finding["rule"], path: string, message: string) =>
      findings.push({ rule, where: `${at}.${path}`, message: `${fund.ticker}: ${message}` });
    const ratios = PERCENT.test(fund.grossExpenseRatio) && PERCENT.test(fund.netExpenseRatio);
    if (!ratios) add("fund-disclosure", "grossExpenseRatio", "gross and net expense ratios are both needed, as percentages.");
    else if (percent(fund.netExpenseRatio) > percent(fund.grossExpenseRatio))
      add("fund-disclosure", "netExpenseRatio", "the net expense ratio is above the gross.");
    else if (percent(fund.netExpenseRatio) < percent(fund.grossExpenseRatio)) {
      if (!isIsoDate(fund.waiverEnds)) add("fund-disclosure", "waiverEnds", "net is below gross: the day the fee waiver ends is needed.");
      else if (fund.waiverEnds < today)
        add("fund-disclosure", "waiverEnds", `the fee waiver ended ${fund.waiverEnds}: the net expense ratio is out of date.`);
    }
    if (fund.principalRisks.length === 0 || fund.principalRisks.some((risk) => !risk.name.trim() || !risk.text.trim()))
      add("fund-disclosure", "principalRisks", "the fund's principal risks are needed, each named and described.");
    for (const problem of fundPerformanceProblems(fund)) add("figure-period", "performance", `${problem}.`);
    if (fundPerformanceState(fund, now) === "stale")
      add(
        "stale-figure",
        "performance.asOf",
        `the standardized performance is as of ${fund.performance!.asOf}, before the latest calendar quarter-end ${latestQuarterEnd(now)}; the site shows it as being updated.`,
      );
  });
  return findings;
}

export type FirmDisclosures = {
  registration: string;
  formAdvPart2A: { href: string };
  formCrs: { href: string };
  distributor: string;
  prospectusStatement: string;
};

/** Where each kind of disclosure is written: the firm's, and the funds' prospectus statement. */
const disclosureFiles = { "firm-disclosure": "app/content/disclosures.ts", "fund-disclosure": "app/content/fund-disclosures.ts" } as const;

export function firmDisclosureFindings(disclosures: FirmDisclosures): Finding[] {
  const findings: Finding[] = [];
  const add = (rule: keyof typeof disclosureFiles, path: string, message: string) =>
    findings.push({ rule, where: `${disclosureFiles[rule]} › ${path}`, message });
  if (!/registered with the U\.S\. Securities and Exchange Commission/i.test(disclosures.registration))
    add("firm-disclosure", "firmDisclosures.registration", "the SEC-registration wording is needed.");
  if (!/^https:\/\//.test(disclosures.formAdvPart2A.href))
    add("firm-disclosure", "firmDisclosures.formAdvPart2A", "the address of Form ADV Part 2A is needed.");
  if (!/^https:\/\//.test(disclosures.formCrs.href))
    add("firm-disclosure", "firmDisclosures.formCrs", "the address of Form CRS is needed.");
  if (!disclosures.distributor.trim()) add("fund-disclosure", "fundDisclosures.distributor", "the ETFs' distributor must be named.");
  else if (!disclosures.prospectusStatement.includes(disclosures.distributor))
    add("fund-disclosure", "fundDisclosures.prospectus", "the prospectus statement must name the distributor.");
  return findings;
}
