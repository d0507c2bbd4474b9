// The audit log's and the console's pure rules: which days a filter takes, which addresses an
// invitation takes, how the audit filter reads an address, the CSV of the log, and the
// canonical form each entry's hash is taken of.
import { describe, expect, it } from "vitest";
import { canonicalEntry, entryHash } from "~/.server/staff/audit-chain";
import { auditCsv } from "~/routes/staff/audit.server";
import { auditFilterQuery, readAuditFilter } from "~/lib/schemas/audit-filter";
import { dayRangeProblem, dayRangeProblems, isFilterDay } from "~/lib/schemas/day-range";
import { leadFilterProblem, readLeadFilter, searchProblem } from "~/lib/schemas/lead-filter";
import { staffAddress } from "~/lib/schemas/staff-address";

describe("the days a console filter takes", () => {
  it("takes calendar days from 2000 to 2099 and refuses the rest with a message", () => {
    expect(["2000-01-01", "2024-02-29", "2099-12-31"].every(isFilterDay)).toBe(true);
    expect(
      ["0000-01-01", "1999-12-31", "2100-01-01", "9999-12-31", "2023-02-29", "2026-13-01", "20260101", "+02026-01-01"].some(isFilterDay),
    ).toBe(false);
    expect(dayRangeProblem(new URLSearchParams("from=0000-01-01"))).toBe(dayRangeProblems.day);
    expect(dayRangeProblem(new URLSearchParams("from=2026-05-02&to=2026-05-01"))).toBe(dayRangeProblems.order);
    expect(dayRangeProblem(new URLSearchParams("from=2026-05-01&to=2026-05-01&q=x"))).toBeUndefined();
    expect(dayRangeProblem(new URLSearchParams("q=x"))).toBeUndefined();
    expect(readLeadFilter(new URLSearchParams("from=0000-01-01&to=2026-05-01"))).toEqual({ to: "2026-05-01" });
    expect(leadFilterProblem(new URLSearchParams("q=zeb%00"))).toBe(searchProblem);
    expect(leadFilterProblem(new URLSearchParams("q=O%E2%80%99Neil&from=2026-01-01"))).toBeUndefined();
  });
});

describe("an invitation's address", () => {
  it("is trimmed and lower-cased, and refused with a control, invisible or right-to-left character", () => {
    expect(staffAddress("  Ada@Firm.example ")).toBe("ada@firm.example");
    expect(staffAddress("+sum@firm.example")).toBe("+sum@firm.example");
    for (const refused of [
      "eve\u0000@firm.example",
      "eve\u202E@firm.example",
      "e\u0007ve@firm.example",
      "eve@firm.example\u200B",
      "eve@firm",
      "eve",
    ])
      expect(staffAddress(refused), JSON.stringify(refused)).toBeUndefined();
  });
});

describe("the audit log's filter", () => {
  it("reads who, action, days and page, and ignores what does not fit", () => {
    expect(readAuditFilter(new URLSearchParams("who=ada&action=lead+opened&from=2026-01-01&to=2026-01-31&before=120"))).toEqual({
      who: "ada",
      action: "lead opened",
      from: "2026-01-01",
      to: "2026-01-31",
      before: 120,
    });
    expect(readAuditFilter(new URLSearchParams("who=a%00b&action=drop+table&before=-1&from=0000-01-01"))).toEqual({});
    expect(auditFilterQuery({ who: "ada@firm", action: "lead opened", before: 51 })).toBe("?who=ada%40firm&action=lead+opened&before=51");
  });

  it("exports entries as CSV whose cells never run as formulas", () => {
    const csv = auditCsv([
      {
        id: "e1",
        seq: 7,
        at: "2026-01-02T03:04:05.678Z",
        actor: "=cmd@x.example",
        action: "invitation",
        subjectType: "staff",
        subjectId: "u1",
        subject: "Staff member =Sum, +sum@firm.example",
        detail: "+sum@firm.example as staff",
      },
    ]);
    expect(csv).toBe(
      "seq,at,actor,action,subject_type,subject_id,subject,detail\r\n7,2026-01-02T03:04:05.678Z,'=cmd@x.example,invitation,staff,u1,\"Staff member =Sum, +sum@firm.example\",'+sum@firm.example as staff\r\n",
    );
  });
});

describe("an audit entry's canonical form", () => {
  it("lists its place, id, time, each field in hex (- for none) and the hash before", () => {
    const entry = {
      seq: 2,
      id: "0b7c6f0e-4f39-4c43-9d0e-2f4c5c1b8a01",
      at: new Date("2026-01-02T03:04:05.678Z"),
      actorId: null,
      actorEmail: "command line",
      action: "invitation",
      subjectType: "staff",
      subjectId: null,
      detail: "é",
      prevHash: "ab".repeat(32),
    };
    expect(canonicalEntry(entry)).toBe(
      [
        "staff_audit v1",
        "2",
        "0b7c6f0e-4f39-4c43-9d0e-2f4c5c1b8a01",
        "2026-01-02T03:04:05.678Z",
        "-",
        "636f6d6d616e64206c696e65",
        "696e7669746174696f6e",
        "7374616666",
        "-",
        "c3a9",
        "ab".repeat(32),
      ].join("\n"),
    );
    expect(entryHash(entry)).toMatch(/^[0-9a-f]{64}$/);
    expect(entryHash({ ...entry, detail: "e" })).not.toBe(entryHash(entry));
  });
});
