// A model's hypothetical target as app/content/model-targets.server.ts states it (the same type,
// named here so the desk's shared modules import nothing server-only).
import type { HypotheticalFigure, HypotheticalModelMeasure } from "~/lib/hypothetical";

export type ModelTarget = HypotheticalFigure<HypotheticalModelMeasure>;
