// A verified advisor signed in on a running production server, through the site's own forms and
// the link of the mail it stored (the server runs without SMTP_URL): the session cookie to send.
import path from "node:path";
import { pathToFileURL } from "node:url";

export type StoredMail = { id: string; purpose: string; to: string; text: string | null };

export async function storedMails(dataDir: string): Promise<StoredMail[]> {
  const cli = (await import(pathToFileURL(path.resolve("build/server/cli.js")).href)) as {
    readStoredMails: (limit: number, settings: { DATA_DIR: string }) => Promise<StoredMail[]>;
  };
  return cli.readStoredMails(200, { DATA_DIR: dataDir });
}

export async function mailTo(dataDir: string, address: string, purpose: string): Promise<StoredMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await storedMails(dataDir)).find((stored) => stored.to === address && stored.purpose === purpose);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${purpose} mail for the address`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type Advisor = { firstName: string; lastName: string; firmName: string; email: string; password: string; cookie: string };

export async function signedInAdvisor(baseURL: string, dataDir: string, name = "advisor"): Promise<Advisor> {
  const email = `${name}.${Date.now().toString(36)}@advisors.example`;
  const password = "blue kettle morning 42";
  const person = { firstName: "Avery", lastName: "Quinlan", firmName: "Harbor Light Planning" };
  const post = (pathname: string, fields: Record<string, string>) =>
    fetch(baseURL + pathname, {
      method: "POST",
      headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const signup = await post("/signup", { ...person, email, password, terms: "on", attestation: "on" });
  if (signup.status >= 400) throw new Error(`registration answered ${signup.status}`);
  const token = /https?:\/\/[^/\s]+\/verify-email\?token=([\w-]+)/.exec((await mailTo(dataDir, email, "verify-email")).text ?? "")?.[1];
  if (!token) throw new Error("no verification link in the mail");
  // Opening the link changes nothing; its page's button confirms.
  await post(`/verify-email?token=${token}`, { token });
  const login = await post("/login", { email, password });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (login.status !== 302 || !cookie) throw new Error(`sign-in answered ${login.status}`);
  return { ...person, email, password, cookie };
}
