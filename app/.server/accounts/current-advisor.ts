// The advisor of a request, from the session cookie: the library checks it against the
// database (and pushes the session's end back once a day of use; that cookie is passed on).
// A staff or admin session is held to the staff session policy as well (staff-sessions.ts): one
// past its lifetime is ended here, its cookie cleared, and the request is signed out.
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { advisorUsers } from "~/.server/db/schema";
import { checkStaffSession, clearedSessionCookie, defaultStaffSessionPolicy, type SessionTimes } from "~/.server/staff/staff-sessions";
import { hintCookie, isHttps } from "./hint-cookie";
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
   * session still waits for its code.
   */
  approved: boolean;
  /** The password was given but not yet the code (two-factor sign-in, staff or advisor). */
  secondFactorPending: boolean;
  /** STAFF_REQUIRE_TOTP is set and this staff member has not set up two-factor sign-in yet. */
  secondFactorMissing: boolean;
  /** A staff or admin session's sign-in, last request and last re-authentication. */
  sessionTimes?: SessionTimes;
};

/** Why a staff session was just ended: its absolute lifetime passed, or it sat idle too long. */
export type SessionEnded = "max-age" | "idle";

const STAFF_ROLES = new Set(["staff", "admin"]);

/** Where a staff member who uses two-factor sign-in gives the code. */
export const TWO_FACTOR_PATH = "/staff/two-factor";

/** Where an advisor who uses two-factor sign-in gives the code, then goes on to `back`. */
export const ADVISOR_CODE_PATH = "/advisor/two-factor";
export const advisorCodePath = (back: string) => `${ADVISOR_CODE_PATH}?redirectTo=${encodeURIComponent(back)}`;

/** Where a staff member sets up two-factor sign-in (first, when STAFF_REQUIRE_TOTP is set). */
export const SECURITY_PATH = "/staff/security";

export async function currentAdvisor(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ advisor?: CurrentAdvisor; headers: Headers; ended?: SessionEnded }> {
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
  const role = user.role ?? "advisor";
  let sessionTimes: SessionTimes | undefined;
  let secondFactorMissing = false;
  if (STAFF_ROLES.has(role)) {
    const db = accounts.base.db;
    const now = accounts.clock?.() ?? Date.now();
    const checked = await checkStaffSession(db, response.session.id, accounts.staffSessions ?? defaultStaffSessionPolicy, now);
    if (checked.over) {
      // The session's cookie goes, and the hint that this browser is signed in with it.
      const cleared = new Headers({ "Set-Cookie": await clearedSessionCookie(accounts.authFor(request)) });
      cleared.append("Set-Cookie", hintCookie(isHttps(request), false));
      return { headers: cleared, ended: checked.over === "gone" ? undefined : checked.over };
    }
    sessionTimes = checked.times;
    if (accounts.totpRequired) {
      const [row] = await db.select({ totpEnabledAt: advisorUsers.totpEnabledAt }).from(advisorUsers).where(eq(advisorUsers.id, user.id));
      secondFactorMissing = !row?.totpEnabledAt;
    }
  }
  // Advisor-only content opens for staff only once the second factor is settled, as the console does.
  const approved =
    !secondFactorPending && !secondFactorMissing && (!accounts.approvalRequired || user.approval === "approved" || role !== "advisor");
  return {
    advisor: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: user.firstName,
      lastName: user.lastName,
      firmName: user.firmName,
      sessionId: response.session.id,
      role,
      approved,
      secondFactorPending,
      secondFactorMissing,
      sessionTimes,
    },
    headers: passOn,
  };
}
