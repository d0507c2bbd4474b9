// The models' targets (targeted return, targeted max drawdown): hypothetical figures, so they
// live apart from models.ts and only on the server (the `.server` name keeps them out of every
// browser script). A page or file gets them only through the one rule (app/lib/hypothetical.ts)
// for a reader who is shown them. Each states its fee basis; the assumptions are in
// app/content/hypothetical.ts.
import type { HypotheticalFigure, HypotheticalModelMeasure } from "~/lib/hypothetical";
import type { ModelId } from "./model-basics";

export type ModelTarget = HypotheticalFigure<HypotheticalModelMeasure>;

export const modelTargets: Partial<Record<ModelId, readonly ModelTarget[]>> = {
  2: [
    { key: "targetedMaxDrawdown", value: "10%", basis: "net" },
    { key: "targetedReturn", value: "6-8%", basis: "net" },
  ],
  1: [
    { key: "targetedMaxDrawdown", value: "5%", basis: "net" },
    { key: "targetedReturn", value: "5-7%", basis: "net" },
  ],
};

export function targetsOf(id: number): readonly ModelTarget[] {
  return modelTargets[id as ModelId] ?? [];
}
