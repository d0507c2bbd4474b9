// Reading the Zone Navigator the way a visitor sees it.
import type { Page } from "@playwright/test";

export function zonePage(page: Page) {
  return {
    zoneHeading: page.getByRole("heading", { level: 2, name: /^Zone \d+$/ }),
    fact: (term: string) => page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]"),
    allocationRows: page.getByRole("list", { name: "Allocation by instrument" }).getByRole("listitem"),
    sectors: page.locator("svg path[data-sector]"),
    zoneRadio: (zone: number) => page.getByRole("radio", { name: `Zone ${zone}`, exact: true }),
    accountRadio: (name: "Qualified Accounts" | "Non-Qualified Accounts") => page.getByRole("radio", { name, exact: true }),
    notice: page.getByRole("status").filter({ hasText: "Showing demo data" }),
    refresh: page.getByRole("button", { name: "Refresh Data" }),
    /** Each list row as [instrument, percentage]. */
    async allocation(): Promise<string[][]> {
      const rows = await this.allocationRows.evaluateAll((items) =>
        items.map((item) => Array.from(item.querySelectorAll("span:not([aria-hidden])"), (span) => span.textContent?.trim() ?? "")),
      );
      return rows;
    },
  };
}
