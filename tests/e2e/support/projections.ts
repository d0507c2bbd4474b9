// For the ZONE_PROJECTIONS tests: the figures that must stay out of a visitor's answers, and a
// verified advisor made on a server of the test's own (its forms, and the link of the mail it
// stored, read through its control socket).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { request as requests, type APIRequestContext } from "@playwright/test";
import { ADVISOR_PASSWORD, signupForm } from "./advisor";
import { confirmLink, linkIn, uniqueAddress } from "./mailbox";
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

type StoredMail = { id: string; purpose: string; to: string; subject: string; text: string | null };

export async function mailTo(dataDir: string, address: string, purpose: string): Promise<StoredMail> {
  const cli = (await import(pathToFileURL(path.resolve("build/server/cli.js")).href)) as {
    readStoredMails: (limit: number, settings: { DATA_DIR: string }) => Promise<StoredMail[]>;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await cli.readStoredMails(200, { DATA_DIR: dataDir })).find(
      (stored) => stored.to === address && stored.purpose === purpose,
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${purpose} mail for the address`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A registered advisor on the server at `baseURL`; verified unless told otherwise. */
export async function advisorOn(baseURL: string, dataDir: string, { verify = true } = {}) {
  const email = uniqueAddress("projections");
  const api = await requests.newContext({ baseURL });
  const signup = await api.post("/signup", { form: signupForm(email) });
  if (!signup.ok()) throw new Error(`registration answered ${signup.status()}`);
  if (verify) await confirmLink(api, linkIn(await mailTo(dataDir, email, "verify-email"), "/verify-email"));
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
