// POST /logout: the session ends on the server (its row is deleted) and both cookies are
// cleared; then the home page. A GET only goes home.
import { redirect } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { hintCookie, isHttps } from "~/.server/accounts/hint-cookie";
import { accountServices } from "~/.server/accounts/services";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers({ "Set-Cookie": hintCookie(isHttps(request), false) });
  if (refusedPost(request, context)) return redirect("/", { headers });
  try {
    const auth = (await accountServices(context)).authFor(request);
    if (await auth.api.getSession({ headers: request.headers })) {
      const ended = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
      for (const cookie of ended.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      log("info", "account.signed-out");
    }
  } catch (error) {
    log("error", "account.sign-out.error", { error: describeDbError(error) });
  }
  return redirect("/", { headers });
}
