// GET /session.json: who this browser is signed in as, for the header of every page (never
// cached). A browser whose hint cookie says "signed in" but has no session loses the hint.
import { data } from "react-router";
import { currentAdvisor } from "~/.server/accounts/current-advisor";
import { hintCookie, isHttps } from "~/.server/accounts/hint-cookie";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import type { Route } from "./+types/session-json";

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const { advisor, headers } = await currentAdvisor(request, context);
    headers.set("Cache-Control", "no-store");
    if (!advisor?.emailVerified) {
      headers.append("Set-Cookie", hintCookie(isHttps(request), false));
      return Response.json({ signedIn: false }, { headers });
    }
    return Response.json(
      { signedIn: true, name: `${advisor.firstName} ${advisor.lastName}`, firmName: advisor.firmName, email: advisor.email },
      { headers },
    );
  } catch (error) {
    log("error", "account.session.error", { error: describeDbError(error) });
    return data({ signedIn: false }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
