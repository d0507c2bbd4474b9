// The one rule for hypothetical figures (app/lib/hypothetical.ts): a zone's expected return and
// max drawdown and a model's targeted return and targeted max drawdown are given to a reader who
// is shown them with their fee basis and a link to their assumptions, and to anyone else not at
// all: not in a model's facts, its card, its fact sheet, nor in the modules the browser loads.
// A model's returns and statistics, the model portfolio's, go to the same readers (ADR 0032).
import { describe, expect, it } from "vitest";
import { contentPlaceholders } from "~/.server/content-placeholders";
import { renderModelFactSheet } from "~/.server/pdf/model-fact-sheet";
import { modelCard } from "~/.server/products/model-cards";
import { modelFacts } from "~/.server/products/model-facts";
import { projectionsOf } from "~/.server/zone-data/projections";
import { feeBasisCopy, modelTargetAssumptions, targetsMethod } from "~/content/hypothetical";
import { withheldFigures } from "~/content/withheld-figures";
import { modelIds } from "~/content/model-basics";
import { modelTargets, targetsOf, type ModelTarget } from "~/content/model-targets.server";
import { findModel, investmentModels, type InvestmentModel } from "~/content/models";
import { modelPage } from "~/content/models-page";
import { builtInZones, zoneDisclosure } from "~/content/zones";
import { HYPOTHETICAL_ZONE_FIELDS, isHypotheticalMeasure, presentFigures } from "~/lib/hypothetical";
import { zoneProfile } from "~/lib/zone-projections";
import { pdfText } from "../support/pdf-text";
import { samplePerformance } from "../support/model-performance";

const targetValues = modelIds.flatMap((id) => targetsOf(id).map((target) => target.value));
const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`);

describe("which figures are hypothetical", () => {
  it("with a fee basis of their own, are a zone's expected return and max drawdown and a model's targets", () => {
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

describe("a model's returns and statistics, the model portfolio's and so hypothetical too", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const measured: InvestmentModel = {
    ...findModel(4)!,
    statsDates: { from: "2018-01-02", to: "2025-12-31" },
    statsBenchmark: "S&P 500 Total Return Index",
    performance: samplePerformance,
  };

  it("are withheld from a reader not shown hypothetical figures, on the model's page and its card", () => {
    const facts = modelFacts(measured, "hidden", now);
    const card = modelCard(measured, "hidden", now);
    for (const given of [JSON.stringify(facts), JSON.stringify(card)])
      for (const value of ["147%", "-36.88%", "6.1%", "7.1%", "7.4%"]) expect(given).not.toContain(value);
    expect(facts.performance).toBeUndefined();
    expect(facts.performanceWithheld).toBe(true);
    expect(facts.performanceUpdating).toBe(false);
    expect(facts.projections).toBe("hidden");
    expect(
      facts.measures
        .filter((measure) => measure.kind === "performance" && measure.value !== "Not published")
        .map((measure) => measure.value),
    ).toEqual([withheldFigures.value, withheldFigures.value]);
    expect(card.figures.filter((figure) => figure.value === withheldFigures.value)).toHaveLength(2);
    expect(card.notes).toEqual(expect.arrayContaining([withheldFigures.note]));
  });

  it("are shown to a reader shown them, first called what they are", () => {
    const facts = modelFacts(measured, "shown", now);
    expect(facts.performance?.rows[0]).toMatchObject({ net: "+6.1%", gross: "+7.1%", benchmark: "+7.4%" });
    expect(facts.performanceWithheld).toBe(false);
    expect(facts.measures.map((measure) => measure.value)).toEqual(expect.arrayContaining(["147%", "-36.88%"]));
    expect(modelPage.performanceNotes[0]).toMatch(/^Hypothetical performance: .*not the results of any client account/);
    expect(facts.notes.join(" ")).toMatch(/Hypothetical statistics of the model portfolio \(not of any client account\)/);
    // A model without figures keeps nothing from the reader, and says nothing is withheld.
    expect(modelFacts(findModel(6)!, "hidden", now).projections).toBe("shown");
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
        ["Targeted Return", withheldFigures.value],
        ["Targeted Max Drawdown", withheldFigures.value],
      ]);
      expect(card.figures.filter((figure) => figure.value === withheldFigures.value)).toHaveLength(2);
      expect(card.notes).toContain(withheldFigures.note);
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
    expect(flat).toContain(withheldFigures.value);
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
