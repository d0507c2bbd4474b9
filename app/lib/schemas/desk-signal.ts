// The desk's signal form (a model change): the model, the day it takes effect, a title, the
// trades one a line ("TICKER, Name, weight before, weight after", percent; 0 = not held) and the
// reasoning in Markdown. One schema for the browser and the action; the kinds' signal body then
// checks that the new weights add up to 100 and that something changes.
import "./zod-without-eval";
import { z } from "zod";
import { day, line } from "./desk-fields";

/** As many as a model's published holdings may list (bodies/model-figures.ts), so a start from them can be saved. */
export const MAX_TRADES = 200;
const NUMBER = /^-?\d+(\.\d+)?%?$/;

/** "RSMV, RS Managed Volatility ETF, 40, 55" into a trade, or what is wrong with the line. */
function tradeOf(text: string, index: number): { ticker: string; name: string; before: number; after: number } | string {
  const parts = text.split(",").map((part) => part.trim());
  const where = `Line ${index + 1}`;
  if (parts.length < 4) return `${where}: give the ticker, the name, the weight before and the weight after, separated by commas.`;
  const [ticker = "", ...rest] = parts;
  const after = rest.pop() ?? "";
  const before = rest.pop() ?? "";
  const name = rest.join(", ");
  // The body's own rule (bodies/fields.ts): BRK-B and BRK.B are tickers.
  if (!/^[A-Za-z0-9][A-Za-z0-9.-]{0,9}$/.test(ticker)) return `${where}: "${ticker}" is not a ticker.`;
  if (!name) return `${where}: give the position's name.`;
  for (const weight of [before, after])
    if (!NUMBER.test(weight) || Number.parseFloat(weight) < 0 || Number.parseFloat(weight) > 100)
      return `${where}: "${weight}" is not a weight from 0 to 100 (percent).`;
  return { ticker: ticker.toUpperCase(), name, before: Number.parseFloat(before), after: Number.parseFloat(after) };
}

export const deskSignalSchema = z.object({
  model: z.coerce.number({ error: "Choose the model." }).int().min(1, "Choose the model.").max(99, "Choose the model."),
  effectiveDate: day("day the change takes effect"),
  title: line("title", 160),
  trades: z
    .string({ error: "Give the trades, one a line." })
    .trim()
    .min(1, "Give the trades, one a line.")
    .transform((text, ctx) => {
      const lines = text.split(/\r?\n/).filter((row) => row.trim());
      if (lines.length > MAX_TRADES) ctx.addIssue({ code: "custom", message: `At most ${MAX_TRADES} trades.` });
      const trades = lines.map(tradeOf);
      const problem = trades.find((trade) => typeof trade === "string");
      if (problem) ctx.addIssue({ code: "custom", message: problem });
      return trades.filter((trade) => typeof trade !== "string");
    }),
  reasoning: z
    .string({ error: "Give the reasoning." })
    .trim()
    .min(1, "Give the reasoning.")
    .max(20_000, "The reasoning has at most 20,000 characters."),
});

export type DeskSignal = z.infer<typeof deskSignalSchema>;
export const deskSignalFields = ["model", "effectiveDate", "title", "trades", "reasoning"] as const;

/** The signal's address: the day and the model ("2026-12-01-model-3"). */
export const signalKey = ({ effectiveDate, model }: Pick<DeskSignal, "effectiveDate" | "model">) => `${effectiveDate}-model-${model}`;

export const signalBody = ({ model, effectiveDate, title, trades, reasoning }: DeskSignal) => ({
  modelId: model,
  effectiveDate,
  title,
  trades,
  reasoning,
});

/** A trade as the form's line gives it: "RSMV, RS Managed Volatility ETF, 40, 55". */
export const tradeLine = (trade: { ticker: string; name: string; before: number; after: number }) =>
  `${trade.ticker}, ${trade.name}, ${trade.before}, ${trade.after}`;

/** A signal's body back into the form's fields. */
export function signalValues(body: Record<string, unknown>): Record<string, string> {
  const trades = Array.isArray(body.trades) ? (body.trades as { ticker: string; name: string; before: number; after: number }[]) : [];
  return {
    model: String(body.modelId ?? ""),
    effectiveDate: typeof body.effectiveDate === "string" ? body.effectiveDate : "",
    title: typeof body.title === "string" ? body.title : "",
    trades: trades.map(tradeLine).join("\n"),
    reasoning: typeof body.reasoning === "string" ? body.reasoning : "",
  };
}
