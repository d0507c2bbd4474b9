// A published body laid onto app/content's static part of its item: a model's figures onto its
// name, category and description; a fund's facts onto its ticker, name and page at the issuer.
// build.ts makes the snapshot with these; check.ts the snapshot as it would be with a version.
import type { Etf } from "~/content/etfs";
import type { InvestmentModel } from "~/content/models";
import type { ModelTarget } from "./model-target";
import type { ModelPerformance } from "~/lib/model-performance";
import type { FundFactsBody } from "./bodies/fund-facts";
import type { ModelFiguresBody } from "./bodies/model-figures";
import type { Holding } from "./contract";

/** The parts of a model that stay in app/content. */
export type ModelStatic = Pick<
  InvestmentModel,
  "id" | "name" | "category" | "riskLevel" | "objective" | "description" | "minimumInvestment" | "etfs"
>;

/** The model's static part alone: what a model without published figures shows (no figures). */
export function modelStatic(model: InvestmentModel): InvestmentModel {
  const { id, name, category, riskLevel, objective, description, minimumInvestment, etfs } = model;
  return withoutUndefined({ id, name, category, riskLevel, objective, description, minimumInvestment, etfs, stats: [] });
}

/** A performance body as the compliance rule and the pages read it: a return left out is NaN ("not given"). */
export function performanceOf(performance: NonNullable<ModelFiguresBody["performance"]>): ModelPerformance {
  return {
    ...performance,
    rows: performance.rows.map((row) => ({
      period: row.period,
      net: row.net ?? Number.NaN,
      gross: row.gross ?? Number.NaN,
      benchmark: row.benchmark ?? Number.NaN,
    })),
  };
}

export function modelWithFigures(model: InvestmentModel, body: ModelFiguresBody): InvestmentModel {
  return withoutUndefined({
    ...modelStatic(model),
    stats: body.stats.map((stat) => withoutUndefined({ ...stat })),
    statsDates: body.statsDates && withoutUndefined({ ...body.statsDates }),
    statsBenchmark: body.statsBenchmark,
    recordOf: body.recordOf as InvestmentModel["recordOf"],
    targetsStated: body.targetsStated,
    performance: body.performance && performanceOf(body.performance),
    riskNote: body.riskNote,
    example: body.example,
  });
}

export const targetsOfBody = (body: ModelFiguresBody): ModelTarget[] => body.targets.map((target) => ({ ...target }));

export const holdingsOfBody = (body: ModelFiguresBody): { asOf: string; positions: Holding[] } | undefined =>
  body.holdings && { asOf: body.holdings.asOf, positions: body.holdings.positions.map((position) => ({ ...position })) };

/** The parts of a fund that stay in app/content. */
export type FundStatic = Pick<Etf, "ticker" | "name" | "url">;

export function fundWithFacts({ ticker, name, url }: FundStatic, body: FundFactsBody): Etf {
  return withoutUndefined({
    ticker,
    name,
    objective: body.objective,
    grossExpenseRatio: body.grossExpenseRatio,
    netExpenseRatio: body.netExpenseRatio,
    waiverEnds: body.waiverEnds,
    principalRisks: body.principalRisks.map((risk) => ({ ...risk })),
    performance: body.performance && { asOf: body.performance.asOf, rows: body.performance.rows.map((row) => ({ ...row })) },
    prospectusDate: body.prospectusDate,
    inceptionDate: body.inceptionDate,
    exchange: body.exchange,
    url,
    example: body.example,
  });
}

/** The object without its undefined fields, so an absent field stays absent (as app/content writes it). */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
