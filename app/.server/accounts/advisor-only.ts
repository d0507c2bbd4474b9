// The advisor area's pages and files are for a verified, signed-in advisor: anyone else is
// sent to sign in and back, and every answer is private to that browser.
import { redirect, type RouterContextProvider } from "react-router";
import { currentAdvisor, type CurrentAdvisor } from "~/.server/accounts/current-advisor";
import { accountServices } from "~/.server/accounts/services";
import type { Db } from "~/.server/db/database";

export const PRIVATE = "private, no-store";

export const signInPath = (back: string) => `/login?redirectTo=${encodeURIComponent(back)}`;

/** The signed-in advisor and the database; a redirect to sign-in (and back to `back`) otherwise. */
export async function advisorOnly(
  request: Request,
  context: Readonly<RouterContextProvider>,
  back?: string,
): Promise<{ advisor: CurrentAdvisor; headers: Headers; db: Db }> {
  const { advisor, headers } = await currentAdvisor(request, context);
  headers.set("Cache-Control", PRIVATE);
  if (!advisor?.emailVerified) {
    const url = new URL(request.url);
    throw redirect(signInPath(back ?? url.pathname + url.search), { headers });
  }
  const accounts = await accountServices(context);
  return { advisor, headers, db: accounts.base.db };
}
