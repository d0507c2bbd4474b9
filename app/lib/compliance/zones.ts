// A zone's max-drawdown target against the models placed in it: no model whose worst published
// drawdown (or targeted max drawdown) is deeper than the zone's target may be placed there, and
// a model placed in a zone must publish one of the two, or it could not be checked at all.
import type { ProductRule } from "~/lib/zone-products";
import type { ZoneNumber } from "~/lib/zones";
import type { Finding } from "./findings";

/** "-36.88%" -> 36.88, "22%" -> 22; undefined for anything else. */
export function drawdownDepth(text: string | undefined): number | undefined {
  const match = text?.trim().match(/^[-−]?\s*(\d+(?:\.\d+)?)\s*%$/);
  return match ? Number(match[1]) : undefined;
}

export type ZoneTarget = { zone: ZoneNumber; maxdrawdown: string };
export type ModelDrawdowns = { id: number; name: string; stats: readonly { key: string; value: string }[] };

/** The models as the rule reads them: their statistics with their hypothetical targets (by model number). */
export function withTargets<Model extends ModelDrawdowns>(
  models: readonly Model[],
  targets: Readonly<Record<number, readonly { key: string; value: string }[] | undefined>>,
): ModelDrawdowns[] {
  return models.map((model) => ({ ...model, stats: [...model.stats, ...(targets[model.id] ?? [])] }));
}

export function zoneDrawdownFindings(
  zones: Readonly<Record<number, ZoneTarget>>,
  placements: readonly ProductRule[],
  models: readonly ModelDrawdowns[],
  where = "app/content/zone-products.ts › zoneProductRules",
  { requireDrawdown = true } = {},
): Finding[] {
  const findings: Finding[] = [];
  placements.forEach((rule, index) => {
    if (rule.kind !== "model") return;
    const model = models.find((candidate) => String(candidate.id) === rule.id);
    if (!model) return;
    const drawdowns = (["maxDrawdown", "targetedMaxDrawdown"] as const).flatMap((key) => {
      const stat = model.stats.find((candidate) => candidate.key === key);
      const depth = drawdownDepth(stat?.value);
      return stat && depth !== undefined ? [{ key, value: stat.value, depth }] : [];
    });
    if (drawdowns.length === 0 && requireDrawdown && rule.zones.length > 0) {
      findings.push({
        rule: "zone-drawdown",
        where: `${where}[${index}]`,
        message: `${model.name} (model ${model.id}) is placed in ${rule.zones.length === 1 ? "zone" : "zones"} ${rule.zones.join(", ")} but publishes neither a worst drawdown nor a targeted max drawdown, so it cannot be checked against ${rule.zones.length === 1 ? "its target" : "their targets"}.`,
      });
    }
    for (const { key, value, depth } of drawdowns) {
      const exceeded = rule.zones.filter((zone) => {
        const target = drawdownDepth(zones[zone]?.maxdrawdown);
        return target !== undefined && depth > target;
      });
      if (exceeded.length === 0) continue;
      const targets = exceeded.map((zone) => `zone ${zone} ${zones[zone]!.maxdrawdown}`).join(", ");
      findings.push({
        rule: "zone-drawdown",
        where: `${where}[${index}]`,
        message: `${model.name} (model ${model.id}), ${key === "maxDrawdown" ? "worst drawdown" : "targeted max drawdown"} ${value}, is placed in zones whose max-drawdown target is smaller: ${targets}.`,
      });
    }
  });
  return findings;
}
