// Every model page and ETF page lists the zones the Zone Navigator places it in, no more and no
// fewer, each linking to that view: /etfs/rsmv and /models/3 can no longer disagree.
import { describe, expect, it } from "vitest";
import { etfFacts } from "~/.server/products/etf-facts";
import { modelFacts } from "~/.server/products/model-facts";
import { etfs } from "~/content/etfs";
import { investmentModels } from "~/content/models";
import { builtInView } from "~/content/zones";
import { ACCOUNT_TYPES, ZONES, zoneSearch, type ZoneSelection } from "~/lib/zones";

type PageZones = { account: string; zones: { zone: number; href: string }[] }[];

const pages = [
  ...investmentModels.map((model) => ({
    page: `/models/${model.id}`,
    kind: "model",
    id: String(model.id),
    zones: modelFacts(model, "shown").zones as PageZones,
  })),
  ...etfs.map((fund) => ({
    page: `/etfs/${fund.ticker.toLowerCase()}`,
    kind: "etf",
    id: fund.ticker,
    zones: etfFacts(fund).zones as PageZones,
  })),
];

const views: ZoneSelection[] = ACCOUNT_TYPES.flatMap((account) => ZONES.map((zone) => ({ zone, account })));

describe("the zones on every product page", () => {
  it("are exactly the views that place the product, each linking to its view", () => {
    for (const { page, kind, id, zones } of pages) {
      for (const selection of views) {
        const listed = zones.find((group) => group.account === selection.account)?.zones.find((entry) => entry.zone === selection.zone);
        const placed = builtInView(selection).products.some((product) => product.kind === kind && product.id === id);
        expect(!!listed, `${page}, zone ${selection.zone} ${selection.account}`).toBe(placed);
        if (listed) expect(listed.href).toBe(`/zone-navigator${zoneSearch(selection)}`);
      }
    }
  });

  it("agree between an ETF and the models that hold it", () => {
    const zonesOf = (page: string) => pages.find((entry) => entry.page === page)!.zones;
    expect(zonesOf("/etfs/rsmv")).toEqual(zonesOf("/models/3"));
    const yfya = zonesOf("/etfs/yfya").flatMap((group) => group.zones.map((entry) => `${group.account} ${entry.zone}`));
    const holders = ["/models/1", "/models/2"].flatMap((page) =>
      zonesOf(page).flatMap((group) => group.zones.map((entry) => `${group.account} ${entry.zone}`)),
    );
    expect(yfya.sort()).toEqual([...new Set(holders)].sort());
  });
});
