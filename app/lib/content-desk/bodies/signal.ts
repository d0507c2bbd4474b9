// A signal (a model change) as staff edit it: the model, the day the change takes effect, its
// trades (each position's weight before and after, percent) and the reasoning in Markdown. The
// weights after the change sum to 100 and each ticker is traded once. The item key is the
// signal's address, /signals/{key}.
import "~/lib/schemas/zod-without-eval";
import { z } from "zod";
import { modelIds } from "~/content/model-basics";
import { isoDay, line, percentNumber, repeatedTicker, slug, ticker, weightSumProblem } from "./fields";

export const MAX_REASONING_LENGTH = 20_000;

export const signalKeySchema = slug("the signal's address (key)");

export const signalBodySchema = z
  .object({
    modelId: z.number({ error: "Choose the model that changes." }).refine((id) => (modelIds as readonly number[]).includes(id), {
      error: `Choose a model numbered ${modelIds.join(", ")}.`,
    }),
    effectiveDate: isoDay("the day the change takes effect"),
    title: line("the title", 160),
    trades: z
      .array(
        z.object({
          ticker,
          name: line("the position's name", 120),
          before: percentNumber("the weight before", 0, 100),
          after: percentNumber("the weight after", 0, 100),
        }),
      )
      .min(1, { error: "List the trades: each position's weight before and after." })
      .max(200),
    reasoning: z
      .string({ error: "Explain the change." })
      .trim()
      .min(1, { error: "Explain the change." })
      .max(MAX_REASONING_LENGTH, { error: `Keep the reasoning to ${MAX_REASONING_LENGTH.toLocaleString("en-US")} characters or fewer.` }),
  })
  .superRefine((signal, context) => {
    const problem = weightSumProblem(
      signal.trades.map((trade) => trade.after),
      "weights after the change",
    );
    if (problem) context.addIssue({ code: "custom", path: ["trades"], message: problem });
    const twice = repeatedTicker(signal.trades.map((trade) => trade.ticker));
    if (twice) context.addIssue({ code: "custom", path: ["trades"], message: `${twice} is traded twice: give each ticker once.` });
    if (signal.trades.every((trade) => Math.abs(trade.after - trade.before) < 1e-9))
      context.addIssue({ code: "custom", path: ["trades"], message: "No weight changes: a signal changes at least one position." });
  });

export type SignalBody = z.infer<typeof signalBodySchema>;
