// The label and note of a saved view: a short label and a note, never a client's records.
import { describe, expect, it } from "vitest";
import { holdsClientRecords, savedViewErrors, savedViewFieldsSchema } from "~/lib/schemas/saved-view";

describe("a saved view's label and note", () => {
  it.each([
    "SSN 123-45-6789",
    "123 45 6789",
    "Schwab acct 4417-2290-1183",
    "account 44172290",
    "call her on (212) 555-0147",
    "DOB 3/14/1958",
    "born 03-14-1958",
    "date of birth in the file",
    "Tax ID on the form",
    // Found in a compliance review, with a client's name in the label.
    "Mrs. Johnson lives at 12 Elm St, Springfield",
    "Moved to 4410 North Harbor Drive last year",
    "write to mary.johnson@example.com",
  ])("refuses %j, which identifies a client", (text) => {
    expect(holdsClientRecords(text)).toBe(true);
    const parsed = savedViewFieldsSchema.safeParse({ label: "Client M", note: text });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["note", savedViewErrors.clientRecords]]);
  });

  it("refuses a label that holds them too", () => {
    const parsed = savedViewFieldsSchema.safeParse({ label: "Margaret 123-45-6789", note: "" });
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["label"]);
  });

  it.each([
    "Client J, rollover IRA",
    "Review in 2027; plan covers 2025-2026.",
    "Holds a pension that covers the essentials; 60% in bonds, $250,000 to invest.",
    "Meet again on 3/14/2027 after the 401(k) rollover.",
    "2 rental properties on the coast; 3 children in college by 2030.",
    "Keep 12 months of spending in cash, the rest in zone 5.",
  ])("keeps %j", (text) => {
    expect(holdsClientRecords(text)).toBe(false);
    expect(savedViewFieldsSchema.safeParse({ label: "Client J", note: text }).success).toBe(true);
  });
});
