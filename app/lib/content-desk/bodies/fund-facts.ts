// One fund's facts as staff edit them (the item key is its ticker): the Etf fields of
// app/content/etfs.ts except its ticker, name and page at the issuer, which stay in app/content.
// Whether the disclosures are complete (ratios, waiver, risks, the standardized table as of the
// latest quarter-end) is the compliance rule's to say, at submission (check.ts).
import "~/lib/schemas/zod-without-eval";
import { z } from "zod";
import { PERFORMANCE_PERIODS } from "~/lib/model-performance";
import { etfTickers, isEtfTicker } from "~/content/model-basics";
import { isoDay, line } from "./fields";

export const fundKeySchema = z
  .string({ error: "Choose a fund." })
  .trim()
  .refine(isEtfTicker, { error: `Choose one of the firm's funds: ${etfTickers.join(", ")}.` });

const ratio = (what: string) => line(what, 12).regex(/^\d+(?:\.\d+)?%$/, { error: `Write ${what} as a percentage, like 0.75%.` });

const finite = (what: string) =>
  z.number({ error: `Give ${what} (percent).` }).refine(Number.isFinite, { error: `Give ${what} (percent).` });

export const fundFactsBodySchema = z.object({
  objective: line("the objective", 600),
  grossExpenseRatio: ratio("the gross expense ratio"),
  netExpenseRatio: ratio("the net expense ratio"),
  waiverEnds: isoDay("the day the fee waiver ends").optional(),
  principalRisks: z
    .array(z.object({ name: line("the risk's name", 120), text: line("the risk's description", 1000) }))
    .min(1, { error: "List the fund's principal risks, each named and described." })
    .max(40),
  performance: z
    .object({
      asOf: isoDay("the day of the standardized performance (a quarter-end)"),
      rows: z
        .array(
          z.object({
            period: z.enum(PERFORMANCE_PERIODS, { error: "Choose 1 year, 5 years, 10 years or since inception." }),
            nav: finite("the return at NAV"),
            market: finite("the return at market price"),
          }),
        )
        .min(1, { error: "Give at least one period's returns." })
        .max(PERFORMANCE_PERIODS.length),
    })
    .optional(),
  prospectusDate: isoDay("the prospectus date"),
  inceptionDate: isoDay("the fund's inception date"),
  exchange: line("the exchange", 80),
  /** What the firm still has to supply for this fund (listed as a placeholder). */
  example: line("the note of what is still to supply", 400).optional(),
});

export type FundFactsBody = z.infer<typeof fundFactsBodySchema>;
