// The desk's fund facts form: one schema for the browser and the action. Its body is the Etf of
// app/content/etfs.ts without the ticker (the item's key), the name and the issuer's address,
// which stay with the fund. Principal risks are "Name: text" lines; standardized performance
// is "period: NAV, market" lines.
import "./zod-without-eval";
import { z } from "zod";
import { PERFORMANCE_PERIODS, type PerformancePeriod } from "~/lib/model-performance";
import { day, line, optionalDay, reviewByField } from "./desk-fields";

const RATIO = /^\d+(?:\.\d+)?%$/;
const ratio = (what: string) => line(what, 12).regex(RATIO, `The ${what} is a percentage, like 0.75%.`);

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((each) => each.trim())
    .filter(Boolean);

export type PrincipalRisk = { name: string; text: string };
export type PerformanceRow = { period: PerformancePeriod; nav: number; market: number };

const risks = z
  .string({ error: "Name the principal risks." })
  .max(8000, "The principal risks have at most 8000 characters.")
  .transform((text, ctx): PrincipalRisk[] => {
    const parsed: PrincipalRisk[] = [];
    for (const [index, each] of lines(text).entries()) {
      const colon = each.indexOf(":");
      const name = colon > 0 ? each.slice(0, colon).trim() : "";
      const said = colon > 0 ? each.slice(colon + 1).trim() : "";
      if (!name || !said) {
        ctx.addIssue({ code: "custom", message: `Line ${index + 1} of the principal risks needs a name, a colon, then its text.` });
        return z.NEVER;
      }
      parsed.push({ name, text: said });
    }
    if (parsed.length === 0) ctx.addIssue({ code: "custom", message: "Name the principal risks." });
    return parsed;
  });

const performanceRows = z
  .string()
  .max(2000)
  .optional()
  .transform((text, ctx): PerformanceRow[] => {
    const rows: PerformanceRow[] = [];
    for (const [index, each] of lines(text ?? "").entries()) {
      const match = /^([^:]+):\s*(-?\d+(?:\.\d+)?)\s*%?\s*,\s*(-?\d+(?:\.\d+)?)\s*%?$/.exec(each);
      const period = PERFORMANCE_PERIODS.find((known) => known.toLowerCase() === match?.[1]?.trim().toLowerCase());
      if (!match || !period) {
        ctx.addIssue({
          code: "custom",
          message: `Line ${index + 1}: write the period (${PERFORMANCE_PERIODS.join(", ")}), a colon, then the NAV and market price returns.`,
        });
        return z.NEVER;
      }
      rows.push({ period, nav: Number(match[2]), market: Number(match[3]) });
    }
    return rows;
  });

/** The form of the funds the firm runs (`tickers`, app/content/model-basics.ts). */
export const deskFundFactsSchema = <Ticker extends string>(tickers: readonly [Ticker, ...Ticker[]]) =>
  z
    .object({
      ticker: z.enum(tickers, { error: "Choose the fund." }),
      objective: line("objective", 600),
      grossExpenseRatio: ratio("gross expense ratio"),
      netExpenseRatio: ratio("net expense ratio"),
      waiverEnds: optionalDay("waiver's end"),
      principalRisks: risks,
      prospectusDate: day("prospectus date"),
      inceptionDate: day("inception date"),
      exchange: line("exchange", 60),
      performanceAsOf: optionalDay("performance's as-of date"),
      performanceRows,
      reviewBy: reviewByField,
    })
    .superRefine((facts, ctx) => {
      if (facts.performanceRows.length > 0 && !facts.performanceAsOf)
        ctx.addIssue({ code: "custom", path: ["performanceAsOf"], message: "Give the quarter-end the performance is as of." });
      if (facts.performanceAsOf && facts.performanceRows.length === 0)
        ctx.addIssue({ code: "custom", path: ["performanceRows"], message: "Give the performance rows, or leave the as-of date empty." });
    });

export type DeskFundFacts = z.infer<ReturnType<typeof deskFundFactsSchema<string>>>;
export const deskFundFactsFields = [
  "ticker",
  "objective",
  "grossExpenseRatio",
  "netExpenseRatio",
  "waiverEnds",
  "principalRisks",
  "prospectusDate",
  "inceptionDate",
  "exchange",
  "performanceAsOf",
  "performanceRows",
  "reviewBy",
] as const;

export const fundFactsBody = (facts: DeskFundFacts) => ({
  objective: facts.objective,
  grossExpenseRatio: facts.grossExpenseRatio,
  netExpenseRatio: facts.netExpenseRatio,
  ...(facts.waiverEnds ? { waiverEnds: facts.waiverEnds } : {}),
  principalRisks: facts.principalRisks,
  ...(facts.performanceAsOf ? { performance: { asOf: facts.performanceAsOf, rows: facts.performanceRows } } : {}),
  prospectusDate: facts.prospectusDate,
  inceptionDate: facts.inceptionDate,
  exchange: facts.exchange,
});

/** A fund facts body back into the form's text fields. */
export function fundFactsValues(ticker: string, body: unknown): Record<string, string> {
  const facts = (body ?? {}) as Partial<ReturnType<typeof fundFactsBody>>;
  return {
    ticker,
    objective: facts.objective ?? "",
    grossExpenseRatio: facts.grossExpenseRatio ?? "",
    netExpenseRatio: facts.netExpenseRatio ?? "",
    waiverEnds: facts.waiverEnds ?? "",
    principalRisks: (facts.principalRisks ?? []).map((risk) => `${risk.name}: ${risk.text}`).join("\n"),
    prospectusDate: facts.prospectusDate ?? "",
    inceptionDate: facts.inceptionDate ?? "",
    exchange: facts.exchange ?? "",
    performanceAsOf: facts.performance?.asOf ?? "",
    performanceRows: (facts.performance?.rows ?? []).map((row) => `${row.period}: ${row.nav}, ${row.market}`).join("\n"),
  };
}
