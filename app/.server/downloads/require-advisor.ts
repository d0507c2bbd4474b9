// The downloads of the advisor area are for a verified, signed-in advisor; anyone else is sent
// to sign in and comes back to the file afterwards.
import { redirect, type AppLoadContext } from "react-router";
import { currentAdvisor, type CurrentAdvisor } from "~/.server/accounts/current-advisor";

export async function requireVerifiedAdvisor(request: Request, context: AppLoadContext): Promise<{ advisor: CurrentAdvisor; headers: Headers }> {
  const { advisor, headers } = await currentAdvisor(request, context);
  if (!advisor?.emailVerified) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers });
  }
  return { advisor, headers };
}
