// Every line of every built-in allocation names the firm's product that implements it, or says
// the firm offers none; no line names a product that does not give what it asks (its exposure,
// tax-free or tax-managed income, the account type), and the view places exactly the products
// its lines name.
import { describe, expect, it } from "vitest";
import { allocationLines, lineCandidates, productTraits, type FirmProductId } from "~/content/allocation-lines";
import { investmentModels } from "~/content/models";
import { etfPlacement, modelPlacement, zoneProductRules } from "~/content/zone-products";
import { builtInAllocations, builtInView } from "~/content/zones";
import { productKey, productsFor, zonesOf, type ProductRule } from "~/lib/zone-products";
import { ACCOUNT_TYPES, ZONES } from "~/lib/zones";

const views = ACCOUNT_TYPES.flatMap((account) => ZONES.map((zone) => ({ zone, account })));

describe("the built-in allocation lines and the firm's products", () => {
  it("maps every line of every zone and account type explicitly, to products or to none", () => {
    for (const { zone, account } of views)
      for (const item of builtInAllocations[account][zone]) {
        expect(allocationLines[account][item.instrument], `zone ${zone} ${account}: ${item.instrument}`).toBeDefined();
        expect(item.firmProducts, `zone ${zone} ${account}: ${item.instrument}`).toBeDefined();
      }
  });

  it("names on each line only products that give what the line asks, in its account type", () => {
    for (const { zone, account } of views)
      for (const item of builtInAllocations[account][zone]) {
        const line = allocationLines[account][item.instrument]!;
        for (const product of item.firmProducts ?? []) {
          const where = `zone ${zone} ${account}: ${item.instrument} -> ${product.name}`;
          const traits = productTraits[productKey(product) as FirmProductId];
          expect(traits, where).toBeDefined();
          expect(traits.exposures, where).toContain(line.exposure);
          expect(traits.accounts, where).toContain(account);
          // No fund is tax-exempt: a tax-free line can name none; a tax-managed line only a tax-managed product.
          if (line.tax) expect(traits.tax, where).toBe(line.tax);
        }
      }
  });

  it("never lets a line the table maps come up empty where it claims the firm has a product", () => {
    for (const { zone, account } of views)
      for (const item of builtInAllocations[account][zone]) {
        const candidates = lineCandidates(allocationLines[account][item.instrument], zone);
        expect(item.firmProducts!.length > 0, `zone ${zone} ${account}: ${item.instrument}`).toBe(candidates.length > 0);
      }
  });

  it("places in each view exactly the products its lines name", () => {
    for (const selection of views) {
      const named = new Set(builtInAllocations[selection.account][selection.zone].flatMap((item) => item.firmProducts!.map(productKey)));
      const placed = new Set(builtInView(selection).products.map(productKey));
      expect([...placed].sort(), `zone ${selection.zone} ${selection.account}`).toEqual([...named].sort());
    }
  });

  it("says plainly that the firm offers nothing for non-qualified zone 9's lines, and nothing taxable for zone 1's tax-free ones", () => {
    const nine = builtInView({ zone: 9, account: "non-qualified" });
    expect(nine.allocation.map((item) => [item.instrument, item.firmProducts])).toEqual([
      ["Aggressive Growth ETFs", []],
      ["International ETFs", []],
      ["Growth Index Funds", []],
      ["Emerging Market ETFs", []],
      ["Sector ETFs", []],
    ]);
    expect(nine.products).toEqual([]);
    const one = builtInView({ zone: 1, account: "non-qualified" });
    expect(one.allocation.find((item) => item.instrument === "Tax-Free Money Market")?.firmProducts).toEqual([]);
    expect(one.products).toEqual([]);
    expect(
      builtInView({ zone: 1, account: "qualified" }).allocation.map((item) => [item.instrument, item.firmProducts!.map((p) => p.id)]),
    ).toEqual([
      ["Cash/Money Market", []],
      ["Short-Term Bonds", ["1", "YFYA"]],
      ["Conservative Equity", ["3", "RSMV"]],
    ]);
  });
});

describe("an ETF's zones", () => {
  it("are the zones of the models that hold it, in each account type", () => {
    for (const etf of ["YFYA", "RSMV"]) {
      const holders = investmentModels.filter((model) => model.etfs?.includes(etf as "YFYA")).map((model) => String(model.id));
      expect(holders.length).toBeGreaterThan(0);
      for (const { zone, account } of views) {
        const placed = productsFor(zoneProductRules, { zone, account });
        const holderPlaced = placed.some((ref) => ref.kind === "model" && holders.includes(ref.id));
        expect(
          placed.some((ref) => ref.kind === "etf" && ref.id === etf),
          `${etf} in zone ${zone} ${account}`,
        ).toBe(holderPlaced);
      }
    }
    expect(zonesOf(zoneProductRules, "etf", "RSMV")).toEqual(zonesOf(zoneProductRules, "model", "3"));
  });

  it("follow a change of the models' placement", () => {
    const moved: ProductRule[] = [{ kind: "model", id: "3", zones: [5], accounts: ["non-qualified"], why: "x" }];
    expect(etfPlacement(moved, [{ id: 3, etfs: ["RSMV"] }])).toEqual([
      expect.objectContaining({ kind: "etf", id: "RSMV", zones: [5], accounts: ["non-qualified"] }),
    ]);
    expect(etfPlacement(modelPlacement, [])).toEqual([]);
  });
});
