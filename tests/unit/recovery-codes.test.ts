// Recovery codes as an advisor writes them down and types them back: four groups of four letters
// and digits that are not mistaken for one another, compared without case, spaces or dashes, and
// never taken for an app's 6-digit code.
import { describe, expect, it } from "vitest";
import { looksLikeRecoveryCode, newRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from "~/.server/accounts/recovery-codes";

describe("recovery codes", () => {
  it("are four groups of four characters without 0, o, 1, l or i, and differ each time", () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}(-[a-hjkmnp-z2-9]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(RECOVERY_CODE_COUNT).toBe(10);
  });

  it("are read back whatever the case, spaces and dashes", () => {
    expect(normalizeRecoveryCode(" ABCD-efgh jkmn-PQRS ")).toBe("abcdefghjkmnpqrs");
    expect(looksLikeRecoveryCode("ABCD EFGH JKMN PQRS")).toBe(true);
  });

  it("are not taken for an app's code or for anything shorter or longer", () => {
    for (const typed of ["123456", "abcd-efgh-jkmn", "abcd-efgh-jkmn-pqrs-t", "abcd-efgh-jkmn-pqr!", ""])
      expect(looksLikeRecoveryCode(typed), typed).toBe(false);
  });
});
