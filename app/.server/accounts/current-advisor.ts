// The advisor of a request, from the session cookie: the library checks it against the
// database (and pushes the session's end back once a day of use; that cookie is passed on).
import type { RouterContextProvider } from "react-router";
import { accountServices } from "./services";

export type CurrentAdvisor = {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  firmName: string;
  sessionId: string;
  /** `advisor`, or `staff` and `admin` for the firm's people. */
  role: string;
  /**
   * Whether advisor-only content opens: with ADVISOR_APPROVAL=staff only once the firm approved
   * the advisor (staff accounts always); otherwise a verified address is enough. Never while the
   * session still waits for a staff member's code.
   */
  approved: boolean;
  /** A staff member gave the password but not yet the code (two-factor sign-in). */
  secondFactorPending: boolean;
};

/** Where a staff member who uses two-factor sign-in gives the code. */
export const TWO_FACTOR_PATH = "/staff/two-factor";

export async function currentAdvisor(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ advisor?: CurrentAdvisor; headers: Headers }> {
  const accounts = await accountServices(context);
  const { headers, response } = await accounts.authFor(request).api.getSession({ headers: request.headers, returnHeaders: true });
  const passOn = new Headers();
  for (const cookie of headers.getSetCookie()) passOn.append("Set-Cookie", cookie);
  if (!response) return { headers: passOn };
  const user = response.user as typeof response.user & {
    firstName: string;
    lastName: string;
    firmName: string;
    role?: string | null;
    approval?: string | null;
  };
  const secondFactorPending = (response.session as { secondFactorPending?: boolean | null }).secondFactorPending === true;
  const approved =
    !secondFactorPending && (!accounts.approvalRequired || user.approval === "approved" || (user.role ?? "advisor") !== "advisor");
  return {
    advisor: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: user.firstName,
      lastName: user.lastName,
      firmName: user.firmName,
      sessionId: response.session.id,
      role: user.role ?? "advisor",
      approved,
      secondFactorPending,
    },
    headers: passOn,
  };
}
