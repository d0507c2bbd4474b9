// A saved view's client label in its proposal's file name: told apart in the advisor's downloads,
// and nothing in it leaves the header's quotes.
import { describe, expect, it } from "vitest";
import { fileNamePart, namedDay } from "~/lib/file-name";

describe("a client label in a file name", () => {
  it("keeps its letters and digits, lowercased and joined by hyphens", () => {
    expect(namedDay("Client D, IRA", "2026-11-28")).toBe("client-d-ira-2026-11-28");
    expect(fileNamePart("Pérez household #2")).toBe("perez-household-2");
  });

  it("leaves out what could end the header's quotes or name a path, and is short", () => {
    expect(fileNamePart('A"; filename="evil.exe')).toBe("a-filename-evil-exe");
    expect(fileNamePart("../../etc/passwd")).toBe("etc-passwd");
    expect(fileNamePart("x".repeat(100))).toHaveLength(40);
    expect(fileNamePart("Household 14 IRA rollover for the second spouse")).not.toMatch(/-$/);
  });

  it("is the day alone when nothing of the label is left", () => {
    expect(namedDay("顧客", "2026-11-28")).toBe("2026-11-28");
    expect(namedDay("", "2026-11-28")).toBe("2026-11-28");
  });
});
