import { describe, expect, it } from "vitest";
import { isCommonPassword } from "~/lib/common-passwords";
import { newPasswordSchema, passwordErrors, passwordProblem } from "~/lib/schemas/password";

describe("the password rules", () => {
  it("asks for a password when none is given", () => {
    expect(passwordProblem("")).toBe(passwordErrors.required);
    expect(newPasswordSchema.safeParse(undefined).success).toBe(false);
  });

  it("refuses fewer than 12 characters and accepts 12", () => {
    expect(passwordProblem("Gx7#kq2!Lm9")).toBe(passwordErrors.tooShort);
    expect(passwordProblem("Gx7#kq2!Lm9v")).toBeUndefined();
  });

  it("counts spaces as characters and never trims them away", () => {
    expect(passwordProblem("  river stone ")).toBeUndefined();
    expect(newPasswordSchema.parse(" river stone  ")).toBe(" river stone  ");
  });

  it("refuses more than 128 characters", () => {
    expect(passwordProblem("v".repeat(20) + "Gx7#kq2!Lm9v".repeat(10))).toBe(passwordErrors.tooLong);
  });

  it("refuses listed passwords whatever their case", () => {
    for (const password of ["123456789012", "QwertyuiopAS", "1qaz2wsx3edc", "correcthorsebatterystaple", "P@ssw0rd1234"]) {
      expect(passwordProblem(password), password).toBe(passwordErrors.common);
    }
  });

  it("refuses a common word padded with digits and symbols, and one repeated character", () => {
    for (const password of ["password123456", "Welcome2024!!", "!!Northfield2025", "zzzzzzzzzzzzzz", "iloveyou!!!!!!"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("accepts a passphrase that merely contains a common word", () => {
    expect(isCommonPassword("password-for-the-harbour-boat")).toBe(false);
    expect(passwordProblem("blue kettle morning 42")).toBeUndefined();
  });
});
