// The advisor account service. Today it is a simulation that runs in the browser: it waits the
// spec's delays and answers, with no server call and no session (spec sections 4 and 9).
// The screens only see the `AdvisorAuth` interface, so a real service replaces this module
// without changing them.

export const SIGN_IN_DELAY_MS = 1000;
export const REGISTER_DELAY_MS = 1500;
export const PASSWORD_RESET_DELAY_MS = 1000;

export type Credentials = { email: string; password: string };

export type Registration = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  firmName: string;
  agreedToTerms: boolean;
};

export type SignInProblem = "missing-credentials" | "invalid-credentials";
export type RegistrationProblem = "missing-fields" | "terms-not-accepted" | "email-taken";

export type Advisor = { email: string; name?: string; firmName?: string };

export type SignInResult = { ok: true; advisor: Advisor } | { ok: false; problem: SignInProblem };
export type RegistrationResult =
  | { ok: true; advisor: Advisor; verificationRequired: boolean }
  | { ok: false; problem: RegistrationProblem };

export interface AdvisorAuth {
  signIn(credentials: Credentials): Promise<SignInResult>;
  register(registration: Registration): Promise<RegistrationResult>;
  /** Always resolves the same way, so the answer never tells whether an account exists. */
  requestPasswordReset(email: string): Promise<void>;
}

const isBlank = (value: string) => value.trim() === "";

/** What is wrong with credentials before they are sent, if anything. */
export function signInProblem({ email, password }: Credentials): SignInProblem | undefined {
  return isBlank(email) || isBlank(password) ? "missing-credentials" : undefined;
}

/** What is wrong with a registration before it is sent, if anything. Terms are checked first. */
export function registrationProblem(registration: Registration): RegistrationProblem | undefined {
  if (!registration.agreedToTerms) return "terms-not-accepted";
  const { firstName, lastName, email, password, firmName } = registration;
  return [firstName, lastName, email, password, firmName].some(isBlank) ? "missing-fields" : undefined;
}

export type Wait = (ms: number) => Promise<void>;

const wait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The simulated service: accepts any complete form after the spec's delay. */
export function createSimulatedAdvisorAuth(pause: Wait = wait): AdvisorAuth {
  return {
    async signIn(credentials) {
      const problem = signInProblem(credentials);
      if (problem) return { ok: false, problem };
      await pause(SIGN_IN_DELAY_MS);
      return { ok: true, advisor: { email: credentials.email.trim() } };
    },
    async register(registration) {
      const problem = registrationProblem(registration);
      if (problem) return { ok: false, problem };
      await pause(REGISTER_DELAY_MS);
      const { firstName, lastName, email, firmName } = registration;
      return {
        ok: true,
        advisor: { email: email.trim(), name: `${firstName.trim()} ${lastName.trim()}`, firmName: firmName.trim() },
        verificationRequired: true,
      };
    },
    async requestPasswordReset() {
      await pause(PASSWORD_RESET_DELAY_MS);
    },
  };
}

export const advisorAuth: AdvisorAuth = createSimulatedAdvisorAuth();
