// The one rule for hypothetical figures (app/lib/hypothetical.ts): a zone's expected return and
// max drawdown and a model's targeted return and targeted max drawdown are given to a reader who
// is shown them with their fee basis and a link to their assumptions, and to anyone else not at
// all: not in a model's facts, its card, its fact sheet, nor in the modules the browser loads.
import { describe, expect, it } from "vitest";
import { contentPlaceholders } from "~/.server/content-placeholders";
import { renderModelFactSheet } from "~/.server/pdf/model-fact-sheet";
import { modelCard } from "~/.server/products/model-cards";
import { modelFacts } from "~/.server/products/model-facts";
import { projectionsOf } from "~/.server/zone-data/projections";
import { feeBasisCopy, modelTargetAssumptions, targetsMethod, withheldTargets } from "~/content/hypothetical";
import { modelIds } from "~/content/model-basics";
import { modelTargets, targetsOf, type ModelTarget } from "~/content/model-targets.server";
import { findModel, investmentModels } from "~/content/models";
import { builtInZones, zoneDisclosure } from "~/content/zones";
import { HYPOTHETICAL_ZONE_FIELDS, isHypotheticalMeasure, presentFigures } from "~/lib/hypothetical";
import { zoneProfile } from "~/lib/zone-projections";
import { pdfText } from "../support/pdf-text";

const targetValues = modelIds.flatMap((id) => targetsOf(id).map((target) => target.value));
const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`);

describe("which figures are hypothetical", () => {
  it("are a zone's expected return and max drawdown and a model's targets, not its historical statistics", () => {
    expect(HYPOTHETICAL_ZONE_FIELDS).toEqual(["expectedreturn", "maxdrawdown"]);
    expect(isHypotheticalMeasure("targetedReturn")).toBe(true);
    expect(isHypotheticalMeasure("targetedMaxDrawdown")).toBe(true);
    for (const key of ["maxDrawdown", "sharpeRatio", "upCapture", "downCapture"]) expect(isHypotheticalMeasure(key)).toBe(false);
  });

  it("every model target states its fee basis, and none is left in the module the browser loads", () => {
    expect(targetValues).toEqual(expect.arrayContaining(["6-8%", "10%", "5-7%", "5%"]));
    for (const targets of Object.values(modelTargets)) for (const target of targets) expect(["net", "gross"]).toContain(target.basis);
    const browserModule = JSON.stringify(investmentModels);
    for (const value of quoted(targetValues)) expect(browserModule).not.toContain(value);
    expect(browserModule).not.toMatch(/targeted(Return|MaxDrawdown)/);
  });
});

describe("who is given them", () => {
  it("is decided once from ZONE_PROJECTIONS and the reader", () => {
    expect(projectionsOf(undefined, "public")).toBe("shown");
    expect(projectionsOf(undefined, "advisors")).toBe("hidden");
    expect(projectionsOf({ emailVerified: false }, "advisors")).toBe("hidden");
    expect(projectionsOf({ emailVerified: true, approved: false }, "advisors")).toBe("hidden");
    expect(projectionsOf({ emailVerified: true, approved: true }, "advisors")).toBe("shown");
  });

  it("a hidden figure keeps only its name; a shown one its value, fee basis and assumptions", () => {
    const figures = [{ key: "targetedReturn", value: "6-8%", basis: "net" }] as const;
    expect(presentFigures(figures, "hidden", "/models/2#assumptions")).toEqual([{ key: "targetedReturn", shown: false }]);
    expect(presentFigures(figures, "shown", "/models/2#assumptions")).toEqual([
      { key: "targetedReturn", shown: true, value: "6-8%", basis: "net", assumptionsHref: "/models/2#assumptions" },
    ]);
    expect(Object.keys(zoneProfile(builtInZones[5], "hidden")).sort()).toEqual(["projections", "risklevel", "timehorizon", "zone"]);
  });
});

describe("a model's targets", () => {
  for (const id of [1, 2]) {
    const model = findModel(id)!;

    it(`are absent from ${model.name}'s facts and card for a reader not shown them`, () => {
      const facts = modelFacts(model, "hidden");
      const card = modelCard(model, "hidden");
      for (const given of [JSON.stringify(facts), JSON.stringify(card)])
        for (const value of [...quoted(targetsOf(id).map((target) => target.value)), "Hypothetical,"]) expect(given).not.toContain(value);
      expect(facts.projections).toBe("hidden");
      const tiles = facts.measures.filter((measure) => measure.hypothetical);
      expect(tiles.map((tile) => [tile.label, tile.value])).toEqual([
        ["Targeted Return", withheldTargets.value],
        ["Targeted Max Drawdown", withheldTargets.value],
      ]);
      expect(card.figures.filter((figure) => figure.value === withheldTargets.value)).toHaveLength(2);
      expect(card.notes).toContain(withheldTargets.note);
    });

    // The targeted return is yearly: its period beside its basis.
    const label = (target: ModelTarget) =>
      target.key === "targetedReturn" ? `Hypothetical, per year, ${feeBasisCopy.short[target.basis]}` : feeBasisCopy.label[target.basis];

    it(`say their fee basis (and the return its period) and link to their assumptions for a reader shown them (${model.name})`, () => {
      const facts = modelFacts(model, "shown");
      for (const target of targetsOf(id)) {
        const tile = facts.measures.find((measure) => measure.value === target.value && measure.hypothetical);
        expect(tile).toMatchObject({
          qualifier: label(target),
          hypothetical: { assumptionsHref: `/models/${id}#assumptions`, withheld: false },
        });
      }
      expect(facts.assumptions.join(" ")).toMatch(/net of fees are after/);
      const card = modelCard(model, "shown");
      for (const target of targetsOf(id))
        expect(card.figures).toContainEqual(
          expect.objectContaining({
            value: target.value,
            qualifier: label(target),
            assumptionsHref: `/models/${id}#assumptions`,
          }),
        );
    });
  }

  it("are not shown without the day the firm stated them, even to a reader shown them", () => {
    const undated = { ...findModel(2)!, targetsStated: undefined };
    const tiles = modelFacts(undated, "shown").measures.filter((measure) => measure.kind === "target");
    expect(tiles.map((tile) => [tile.label, tile.value, tile.published])).toEqual([
      ["Targeted Return", "Not published", false],
      ["Targeted Max Drawdown", "Not published", false],
    ]);
    expect(JSON.stringify(modelFacts(undated, "shown"))).not.toMatch(/"6-8%"|"10%"/);
    // Nor on its card in the list.
    const card = modelCard(undated, "shown");
    expect(card.figures.filter((figure) => figure.label.startsWith("Targeted"))).toEqual([
      { label: "Targeted Max Drawdown", value: "Not published" },
      { label: "Targeted Return", value: "Not published" },
    ]);
    expect(card.notes.join(" ")).not.toContain("stated these targets");
  });

  it("are left off a fact sheet made for a reader not shown them", async () => {
    const { flat } = await pdfText(
      await renderModelFactSheet({ model: findModel(2)!, date: new Date("2026-11-26T12:00:00Z"), projections: "hidden" }),
      {
        raw: true,
      },
    );
    expect(flat).not.toContain("6-8%");
    expect(flat).not.toMatch(/TARGETED MAX DRAWDOWN\s+10%/);
    expect(flat).toContain(withheldTargets.value);
  });
});

describe("a zone's projections", () => {
  it("say their fee basis beside them, and their assumptions say it too", () => {
    expect(zoneDisclosure.short).toContain("gross of fees");
    expect(zoneDisclosure.paragraphs.join(" ")).toContain("stated gross of fees");
  });
});

describe("how the targets are set", () => {
  it("opens the zones' and the models' assumptions, and stays on the content check's list until the firm states its own", () => {
    expect(zoneDisclosure.paragraphs[0]).toBe(targetsMethod.text);
    expect(modelTargetAssumptions[0]).toBe(targetsMethod.text);
    expect(contentPlaceholders()).toContainEqual(expect.objectContaining({ where: "app/content/hypothetical.ts › targetsMethod" }));
  });
});
