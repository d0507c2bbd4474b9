// The sign-in checks the browser runs before posting and the server runs again.
import { describe, expect, it } from "vitest";
import { signInSchema } from "~/lib/schemas/sign-in";

describe("sign-in schema", () => {
  it("accepts an email and a password, trimming the email but never the password", () => {
    const checked = signInSchema.safeParse({ email: "  advisor@firm.example ", password: " secret words " });
    expect(checked.success && checked.data).toEqual({ email: "advisor@firm.example", password: " secret words " });
  });

  it("refuses a missing, empty or blank field", () => {
    for (const form of [
      {},
      { email: "advisor@firm.example" },
      { password: "secret" },
      { email: "   ", password: "secret" },
      { email: "advisor@firm.example", password: "   " },
      { email: "", password: "" },
    ]) {
      expect(signInSchema.safeParse(form).success).toBe(false);
    }
  });

  it("refuses an email over 254 characters and a password over 1024", () => {
    expect(signInSchema.safeParse({ email: `${"a".repeat(250)}@x.io`, password: "secret" }).success).toBe(false);
    expect(signInSchema.safeParse({ email: "advisor@firm.example", password: "p".repeat(1025) }).success).toBe(false);
    expect(signInSchema.safeParse({ email: "advisor@firm.example", password: "p".repeat(1024) }).success).toBe(true);
  });
});
