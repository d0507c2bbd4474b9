// What a compliance rule reports: which rule, where in the content (the module and the path of
// the value, as the content check prints it), and what is wrong in words a reviewer acts on.
// Pure: every rule takes content data (and the day it is checked) and returns findings.

export const COMPLIANCE_RULES = [
  "unapproved",
  "placeholder",
  "figure-period",
  "stale-figure",
  "borrowed-record",
  "zone-drawdown",
  "forbidden-phrase",
  "fund-disclosure",
  "firm-disclosure",
  "review-overdue",
] as const;

export type ComplianceRule = (typeof COMPLIANCE_RULES)[number];

export type Finding = { rule: ComplianceRule; where: string; message: string };

/** What each rule asks, for the content check's headings. */
export const ruleTitles: Record<ComplianceRule, string> = {
  unapproved: "Published without a principal's approval",
  placeholder: "Placeholder the firm must replace",
  "figure-period": "Figure without its period, as-of date, benchmark or net beside gross",
  "stale-figure": "Figure older than the latest calendar year-end (funds: quarter-end)",
  "borrowed-record": "Figures borrowed from another model without saying so",
  "zone-drawdown": "Model placed in a zone whose max-drawdown target its drawdown exceeds, or with no drawdown to check",
  "forbidden-phrase": "Promissory or unsubstantiated claim",
  "fund-disclosure": "Fund disclosure missing",
  "firm-disclosure": "Firm disclosure missing",
  "review-overdue": "Published content past its review-by date",
};

/**
 * The findings that keep a live site from starting: all but those that only the calendar brings
 * about. A figure that turned stale at a year-end or quarter-end is already shown as "being
 * updated", so refusing a restart for it would take the site down and protect no reader; the
 * content check and the start-up warning still name it. A review-by date that passed is the
 * same: the calendar brings it, and the console lists it as overdue.
 */
export function launchBlockers(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.rule !== "stale-figure" && finding.rule !== "review-overdue");
}

/** How many findings of each rule (rules with none left out). */
export function countByRule(findings: readonly Finding[]): Partial<Record<ComplianceRule, number>> {
  const counts: Partial<Record<ComplianceRule, number>> = {};
  for (const finding of findings) counts[finding.rule] = (counts[finding.rule] ?? 0) + 1;
  return counts;
}
