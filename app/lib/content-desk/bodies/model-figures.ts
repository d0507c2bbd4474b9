// One model's figures as staff edit them (the item key is the model's number, 1-7): the figure
// fields of InvestmentModel (app/content/models.ts), its hypothetical targets with their fee basis
// (app/content/model-targets.server.ts) and its holdings. The model's name, category and
// description stay in app/content. Whether the figures may be shown (period, as-of date, net
// beside gross, staleness) is the compliance rule's to say, at submission (check.ts).
import "~/lib/schemas/zod-without-eval";
import { z } from "zod";
import { HYPOTHETICAL_MODEL_MEASURES } from "~/lib/hypothetical";
import { PERFORMANCE_PERIODS } from "~/lib/model-performance";
import { modelIds } from "~/content/model-basics";
import { figureText, holdingSchema, isoDay, line, repeatedTicker, weightSumProblem } from "./fields";

export const modelKeySchema = z
  .string({ error: "Choose a model." })
  .trim()
  .refine((key) => (modelIds as readonly number[]).map(String).includes(key), { error: `Choose a model numbered ${modelIds.join(", ")}.` });

const modelId = z.number({ error: "Choose a model." }).refine((id) => (modelIds as readonly number[]).includes(id), {
  error: `Choose a model numbered ${modelIds.join(", ")}.`,
});

export const HISTORICAL_STATS = ["sharpeRatio", "upCapture", "downCapture", "maxDrawdown"] as const;

const statSchema = z.object({
  key: z.enum(HISTORICAL_STATS, { error: "Choose Sharpe ratio, up-capture, down-capture or max drawdown." }),
  value: figureText("the statistic"),
  qualifier: line("the note under the statistic", 120).optional(),
});

/**
 * A return left out is not a malformed body but a figure shown without what must stand beside
 * it: the compliance rule names it at submission ("net, gross and benchmark returns are all
 * needed"), so an editor learns what to supply in the rule's words.
 */
const returnFigure = (what: string) =>
  z
    .number({ error: `Give ${what} as a number (percent).` })
    .refine(Number.isFinite, { error: `Give ${what} as a number (percent).` })
    .optional();

const performanceRowSchema = z.object({
  period: z.enum(PERFORMANCE_PERIODS, { error: "Choose 1 year, 5 years, 10 years or since inception." }),
  net: returnFigure("the net return"),
  gross: returnFigure("the gross return"),
  benchmark: returnFigure("the benchmark's return"),
});

export const modelPerformanceSchema = z.object({
  asOf: isoDay("the day the returns are measured to (as-of date)"),
  inception: isoDay("the model's inception date"),
  benchmark: line("the benchmark", 160),
  feeNote: line("the note on how net returns are computed", 400),
  rows: z.array(performanceRowSchema).min(1, { error: "Give at least one period's returns." }).max(PERFORMANCE_PERIODS.length),
});

const targetSchema = z.object({
  key: z.enum(HYPOTHETICAL_MODEL_MEASURES, { error: "Choose targeted return or targeted max drawdown." }),
  value: figureText("the target"),
  basis: z.enum(["gross", "net"], { error: "Say whether the target is stated gross or net of fees." }),
});

export const holdingsSchema = z
  .object({
    asOf: isoDay("the day of the holdings (as-of date)"),
    positions: z.array(holdingSchema).min(1, { error: "List at least one position." }).max(200),
  })
  .superRefine((holdings, context) => {
    const problem = weightSumProblem(
      holdings.positions.map((position) => position.weight),
      "holdings' weights",
    );
    if (problem) context.addIssue({ code: "custom", path: ["positions"], message: problem });
    const twice = repeatedTicker(holdings.positions.map((position) => position.ticker));
    if (twice) context.addIssue({ code: "custom", path: ["positions"], message: `${twice} is listed twice: give each ticker once.` });
  });

export const modelFiguresBodySchema = z
  .object({
    stats: z.array(statSchema).max(HISTORICAL_STATS.length),
    statsDates: z
      .object({ from: isoDay("the start of the statistics' period").optional(), to: isoDay("the end of the statistics' period") })
      .optional(),
    statsBenchmark: line("the statistics' benchmark", 160).optional(),
    recordOf: modelId.optional(),
    targetsStated: isoDay("the day the targets were stated").optional(),
    performance: modelPerformanceSchema.optional(),
    riskNote: line("the risk note", 400).optional(),
    targets: z.array(targetSchema).max(HYPOTHETICAL_MODEL_MEASURES.length).default([]),
    holdings: holdingsSchema.optional(),
    /** What the firm still has to supply for this model's figures (listed as a placeholder). */
    example: line("the note of what is still to supply", 400).optional(),
  })
  .superRefine((body, context) => {
    const keys = body.stats.map((stat) => stat.key);
    const twice = keys.find((key, index) => keys.indexOf(key) !== index);
    if (twice) context.addIssue({ code: "custom", path: ["stats"], message: `${twice} is given twice: give each statistic once.` });
    const targetKeys = body.targets.map((target) => target.key);
    if (new Set(targetKeys).size !== targetKeys.length)
      context.addIssue({ code: "custom", path: ["targets"], message: "A target is given twice: give each target once." });
    const from = body.statsDates?.from;
    if (from && body.statsDates && from >= body.statsDates.to)
      context.addIssue({ code: "custom", path: ["statsDates", "from"], message: "The statistics' period must start before it ends." });
  });

export type ModelFiguresBody = z.infer<typeof modelFiguresBodySchema>;
