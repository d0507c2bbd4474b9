import { describe, expect, it } from "vitest";
import {
  createSimulatedAdvisorAuth,
  PASSWORD_RESET_DELAY_MS,
  REGISTER_DELAY_MS,
  registrationProblem,
  SIGN_IN_DELAY_MS,
  signInProblem,
  type Registration,
} from "~/lib/advisor-auth";

/** A service whose pauses are recorded instead of waited for. */
function recordingAuth() {
  const pauses: number[] = [];
  const auth = createSimulatedAdvisorAuth(async (ms) => {
    pauses.push(ms);
  });
  return { auth, pauses };
}

const registration: Registration = {
  firstName: "Dana",
  lastName: "Reyes",
  email: "dana@example.com",
  password: "correct horse",
  firmName: "Reyes Wealth",
  agreedToTerms: true,
};

describe("simulated advisor auth", () => {
  it("uses the spec's delays: 1000 ms to sign in, 1500 ms to register", () => {
    expect(SIGN_IN_DELAY_MS).toBe(1000);
    expect(REGISTER_DELAY_MS).toBe(1500);
  });

  it("signs in any complete credentials after the sign-in delay", async () => {
    const { auth, pauses } = recordingAuth();
    const result = await auth.signIn({ email: " dana@example.com ", password: "secret" });
    expect(result).toEqual({ ok: true, advisor: { email: "dana@example.com" } });
    expect(pauses).toEqual([SIGN_IN_DELAY_MS]);
  });

  it("refuses a missing or blank email or password at once, without waiting", async () => {
    const { auth, pauses } = recordingAuth();
    for (const credentials of [
      { email: "", password: "secret" },
      { email: "dana@example.com", password: "" },
      { email: "dana@example.com", password: "   " },
    ]) {
      expect(await auth.signIn(credentials)).toEqual({ ok: false, problem: "missing-credentials" });
    }
    expect(pauses).toEqual([]);
  });

  it("registers a complete form with agreed terms after the registration delay", async () => {
    const { auth, pauses } = recordingAuth();
    const result = await auth.register(registration);
    expect(result).toEqual({
      ok: true,
      advisor: { email: "dana@example.com", name: "Dana Reyes", firmName: "Reyes Wealth" },
      verificationRequired: true,
    });
    expect(pauses).toEqual([REGISTER_DELAY_MS]);
  });

  it("blocks a registration without agreed terms before anything else", async () => {
    const { auth, pauses } = recordingAuth();
    const result = await auth.register({ ...registration, firmName: "", agreedToTerms: false });
    expect(result).toEqual({ ok: false, problem: "terms-not-accepted" });
    expect(pauses).toEqual([]);
  });

  it("blocks a registration with a blank field", async () => {
    for (const field of ["firstName", "lastName", "email", "password", "firmName"] as const) {
      expect(registrationProblem({ ...registration, [field]: " " }), field).toBe("missing-fields");
    }
    expect(registrationProblem(registration)).toBeUndefined();
  });

  it("answers every password reset request the same way, after a pause", async () => {
    const { auth, pauses } = recordingAuth();
    await expect(auth.requestPasswordReset("known@example.com")).resolves.toBeUndefined();
    await expect(auth.requestPasswordReset("nobody@example.com")).resolves.toBeUndefined();
    expect(pauses).toEqual([PASSWORD_RESET_DELAY_MS, PASSWORD_RESET_DELAY_MS]);
  });

  it("waits for real by default", async () => {
    const auth = createSimulatedAdvisorAuth();
    const started = performance.now();
    await auth.signIn({ email: "dana@example.com", password: "secret" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(SIGN_IN_DELAY_MS - 5);
  });

  it("names no problem for complete credentials", () => {
    expect(signInProblem({ email: "dana@example.com", password: "secret" })).toBeUndefined();
  });
});
