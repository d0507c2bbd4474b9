// A registered, verified advisor for journeys that start signed out, made through the site's
// own forms (no JavaScript needed) and the link of the stored mail.
import type { APIRequestContext } from "@playwright/test";
import { confirmLink, linkIn, mailTo, uniqueAddress } from "./mailbox";
import { ownClientHeaders } from "./sign-in";

export const ADVISOR_PASSWORD = "blue kettle morning 42";

/** The registration form as an advisor fills it in, Terms and the professional attestation ticked. */
export const signupForm = (email: string) => ({
  firstName: "Dana",
  lastName: "Reyes",
  email,
  password: ADVISOR_PASSWORD,
  firmName: "Reyes Wealth",
  terms: "on",
  attestation: "on",
});

export async function registeredAdvisor(request: APIRequestContext, options: { verify?: boolean; name?: string } = {}) {
  const email = uniqueAddress(options.name ?? "advisor");
  const response = await request.post("/signup", {
    form: signupForm(email),
    headers: ownClientHeaders(),
  });
  if (!response.ok()) throw new Error(`registration answered ${response.status()}`);
  const link = linkIn(await mailTo(email, "verify-email"), "/verify-email");
  if (options.verify !== false) await confirmLink(request, link);
  return { email, password: ADVISOR_PASSWORD, firstName: "Dana", lastName: "Reyes", firmName: "Reyes Wealth", link };
}
