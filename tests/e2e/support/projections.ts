// For the ZONE_PROJECTIONS tests: the figures that must stay out of a visitor's answers, and a
// verified advisor made on a server of the test's own (its forms, and the link of the mail it
// stored).
import { request as requests, type APIRequestContext } from "@playwright/test";
import { ADVISOR_PASSWORD, signupForm } from "./advisor";
import { confirmLink, linkIn, uniqueAddress } from "./mailbox";
import type { OwnServer } from "./own-server";
import { specZones } from "./zone-spec-data";

/** Every built-in expected return ("4-6%" … "13-15%"): each appears nowhere else on the site. */
export const expectedReturns = Object.values(specZones).map(([, , expectedReturn]) => expectedReturn);

export const riskLevel = (zone: number) => specZones[zone]![0];
export const expectedReturn = (zone: number) => specZones[zone]![2];
export const maxDrawdown = (zone: number) => specZones[zone]![3];

/**
 * What a visitor's answer must not hold: every expected return, the max drawdowns of `zones` as
 * a page or its data would carry them, and the fields that carry both.
 */
export function hiddenStrings(zones: readonly number[]): string[] {
  const drawdowns = zones.flatMap((zone) => [`>${maxDrawdown(zone)}<`, `"${maxDrawdown(zone)}"`, `of ${maxDrawdown(zone)}`]);
  return [...expectedReturns, ...drawdowns, "expectedreturn", "maxdrawdown"];
}

/** A registered advisor on the server at `baseURL`; verified unless told otherwise. */
export async function advisorOn(app: Pick<OwnServer, "baseURL" | "mailTo">, { verify = true } = {}) {
  const email = uniqueAddress("projections");
  const api = await requests.newContext({ baseURL: app.baseURL });
  const signup = await api.post("/signup", { form: signupForm(email) });
  if (!signup.ok()) throw new Error(`registration answered ${signup.status()}`);
  if (verify) await confirmLink(api, linkIn(await app.mailTo(email, "verify-email"), "/verify-email"));
  await api.dispose();
  return { email, password: ADVISOR_PASSWORD };
}

/** A request context signed in as that advisor (its session cookie kept by the context). */
export async function signedInContext(baseURL: string, advisor: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await requests.newContext({ baseURL });
  const response = await api.post("/login", { form: { email: advisor.email, password: advisor.password }, maxRedirects: 0 });
  if (response.status() !== 302) throw new Error(`sign-in answered ${response.status()}`);
  return api;
}
