// The advisor area's pages and files are for a verified, signed-in advisor: anyone else is
// sent to sign in and back, and every answer is private to that browser.
import { redirect, type RouterContextProvider } from "react-router";
import {
  advisorCodePath,
  currentAdvisor,
  SECURITY_PATH,
  TWO_FACTOR_PATH,
  type CurrentAdvisor,
  type SessionEnded,
} from "~/.server/accounts/current-advisor";
import { accountServices } from "~/.server/accounts/services";
import type { Db } from "~/.server/db/database";

export const PRIVATE = "private, no-store";

/** The sign-in page, then back to `back`; `ended` says why a staff session was just ended, for the page to tell. */
export const signInPath = (back: string, ended?: SessionEnded) =>
  `/login?redirectTo=${encodeURIComponent(back)}${ended ? `&ended=${ended}` : ""}`;

/** Where an advisor the firm has not approved yet is told so (ADVISOR_APPROVAL=staff). */
export const AWAITING_APPROVAL_PATH = "/advisor";

/**
 * The signed-in advisor and the database; a redirect to sign-in (and back to `back`) otherwise.
 * An advisor awaiting the firm's approval is sent to the advisor area's page, which says so,
 * unless the page lets them in (`pending: "allowed"`: that page and the account page). A session
 * that waits for its code (two-factor sign-in) reaches only the code's page (`code: "page"`).
 */
export async function advisorOnly(
  request: Request,
  context: Readonly<RouterContextProvider>,
  back?: string,
  { pending, code }: { pending?: "allowed"; code?: "page" } = {},
): Promise<{ advisor: CurrentAdvisor; headers: Headers; db: Db }> {
  const { advisor, headers, ended } = await currentAdvisor(request, context);
  headers.set("Cache-Control", PRIVATE);
  if (!advisor?.emailVerified) {
    const url = new URL(request.url);
    throw redirect(signInPath(back ?? url.pathname + url.search, ended), { headers });
  }
  // Half signed in: the code comes first, everywhere (a staff member's on the console's page).
  if (advisor.secondFactorPending) {
    if (advisor.role !== "advisor") throw redirect(TWO_FACTOR_PATH, { headers });
    if (code !== "page") {
      const url = new URL(request.url);
      throw redirect(advisorCodePath(back ?? url.pathname + url.search), { headers });
    }
    const accounts = await accountServices(context);
    return { advisor, headers, db: accounts.base.db };
  }
  // STAFF_REQUIRE_TOTP: a staff member without two-factor sign-in sets it up before anything else opens.
  if (advisor.secondFactorMissing) throw redirect(SECURITY_PATH, { headers });
  if (!advisor.approved && pending !== "allowed") throw redirect(AWAITING_APPROVAL_PATH, { headers });
  const accounts = await accountServices(context);
  return { advisor, headers, db: accounts.base.db };
}
