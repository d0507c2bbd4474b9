// A staff member's TOTP secret at rest: encrypted, readable only with the key derived from the
// session key, and any change to the stored text is refused rather than misread.
import { describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { decryptSecret, deriveTotpKey, encryptSecret, matchingStep } from "~/.server/accounts/totp";

describe("TOTP secrets", () => {
  const key = deriveTotpKey("a session key of the site, 32 characters or more");
  const secret = new Secret({ size: 20 }).base32;

  it("are stored encrypted and read back with the same key only", () => {
    const stored = encryptSecret(key, secret);
    expect(stored).not.toContain(secret);
    expect(stored).not.toBe(encryptSecret(key, secret));
    expect(decryptSecret(key, stored)).toBe(secret);
    expect(decryptSecret(deriveTotpKey("another key of the site, 32 characters or more"), stored)).toBeUndefined();
    const [version, iv, tag, sealed] = stored.split(".");
    expect(decryptSecret(key, [version, iv, tag, `${sealed!.slice(0, -2)}AA`].join("."))).toBeUndefined();
    expect(decryptSecret(key, "plain text")).toBeUndefined();
  });

  it("accept the current code and the ones next to it, each for its own time step, nothing else", () => {
    const now = Date.now();
    const at = (offset: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now + offset * 30_000 });
    const step = Math.floor(now / 30_000);
    expect(matchingStep(secret, at(0), now)).toBe(step);
    expect(matchingStep(secret, at(-1), now)).toBe(step - 1);
    expect(matchingStep(secret, at(1), now)).toBe(step + 1);
    expect(matchingStep(secret, at(-3), now)).toBeUndefined();
    expect(matchingStep(secret, "12345", now)).toBeUndefined();
    expect(matchingStep(secret, "abcdef", now)).toBeUndefined();
  });
});
