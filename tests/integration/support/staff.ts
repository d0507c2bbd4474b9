// The firm's staff on a running production server, the way the firm gets them: invited with
// `npm run staff` (the script itself, as a child process), the mailed link spent through the
// invitation page, then signed in through the sign-in form. Advisors likewise through the forms.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fs from "node:fs";
import os from "node:os";
import { Secret, TOTP } from "otpauth";
import { startAppServer } from "../../support/app-server.js";
import { startPostgres, type Postgres } from "./postgres";
import { postForm, tokenIn } from "./site-client";

export type ServerStorage = { DATA_DIR: string; DATABASE_URL?: string };
export const STAFF_PASSWORD = "amber lantern winter 73";

/** Run `npm run staff -- …args` against the server's storage; its exit code and output. */
export function staffCommand(args: string[], storage: ServerStorage): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/staff.js", ...args], {
      env: { ...process.env, NODE_ENV: "production", ...storage, AUTH_SECRET: SERVER_SECRET },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

type StoredMail = { id: string; purpose: string; to: string; text: string | null; subject: string };

export async function mailsIn(storage: ServerStorage): Promise<StoredMail[]> {
  const cli = (await import(pathToFileURL(path.resolve("build/server/cli.js")).href)) as {
    readStoredMails: (limit: number, settings: ServerStorage) => Promise<StoredMail[]>;
  };
  return cli.readStoredMails(500, storage);
}

export async function mailTo(storage: ServerStorage, address: string, purpose: string): Promise<StoredMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await mailsIn(storage)).find((stored) => stored.to === address && stored.purpose === purpose);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${purpose} mail for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The session cookie of a sign-in through the form, and where the form sent the account. */
export async function signIn(baseURL: string, email: string, password: string, client: string) {
  const login = await postForm(baseURL, "/login", { email, password }, { client });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (login.status !== 302 || !cookie) throw new Error(`sign-in answered ${login.status}`);
  return { cookie, location: login.headers.get("location") };
}

/** The nonce an invitation page posts back with its code, naming the key that view showed. */
export const setupNonceIn = (html: string) => /name="setupNonce" value="([\w-]{22})"/.exec(html)?.[1];

/** The key an invitation or set-up page shows for an authenticator app, if it shows one. */
export const totpKeyIn = (html: string) => {
  const shown = /data-slot="two-factor-key"[^>]*>(.*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]*>/g, "");
  return shown && /^[A-Z2-7]{32}$/.test(shown) ? shown : undefined;
};

/**
 * Spend the invitation mailed to `email` with STAFF_PASSWORD (and, where the page asks for one
 * under STAFF_REQUIRE_TOTP, the code of the step before this one, leaving this step's and the
 * next's free), then sign in; the key the app was given, if any.
 */
export async function acceptInvitation(baseURL: string, storage: ServerStorage, email: string, client: string) {
  const token = tokenIn((await mailTo(storage, email, "staff-invitation")).text, "/accept-invitation");
  const page = await (await fetch(`${baseURL}/accept-invitation?token=${token}`)).text();
  const secret = totpKeyIn(page);
  const fields: Record<string, string> = { token, password: STAFF_PASSWORD };
  if (secret) {
    fields.code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() - 30_000 });
    fields.setupNonce = setupNonceIn(page) ?? "";
  }
  const accepted = await postForm(baseURL, `/accept-invitation?token=${token}`, fields, { client });
  if (accepted.status !== 200) throw new Error(`accepting answered ${accepted.status}`);
  return { ...(await signIn(baseURL, email, STAFF_PASSWORD, client)), secret, acceptedWith: fields.code };
}

/** A verified advisor, registered and signed in through the forms. */
export async function advisorSignedIn(baseURL: string, storage: ServerStorage, email: string, client: string, crdNumber?: string) {
  const password = "blue kettle morning 42";
  const fields = {
    firstName: "Avery",
    lastName: "Quinlan",
    firmName: "Harbor Light Planning",
    email,
    password,
    terms: "on",
    attestation: "on",
  };
  const signup = await postForm(baseURL, "/signup", crdNumber ? { ...fields, crdNumber } : fields, { client });
  if (signup.status >= 400) throw new Error(`registration answered ${signup.status}`);
  const token = tokenIn((await mailTo(storage, email, "verify-email")).text, "/verify-email");
  const verified = await postForm(baseURL, `/verify-email?token=${token}`, { token }, { client, headers: { Accept: "text/html" } });
  return { ...(await signIn(baseURL, email, password, client)), verifiedPage: await verified.text() };
}

/** The two storage back ends a staff server runs on: its own embedded database, or a PostgreSQL database of its own. */
export const staffBackends = [{ name: "PGlite" }, { name: "PostgreSQL" }] as const;

/** Where the console's behaviour is tested: PostgreSQL, as `behaviourBackends` (docs/decisions/0029). */
export const staffBehaviourBackends = staffBackends.filter((backend) => backend.name === "PostgreSQL");

const SERVER_SECRET = "a key shared by the staff tests' servers, 48+ chars";

/** A production server on `backend` with `env`, and how to stop it and its storage. */
export async function startStaffServer(backend: (typeof staffBackends)[number], env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-server-"));
  let postgres: Postgres | undefined;
  if (backend.name === "PostgreSQL") postgres = await startPostgres();
  const storage: ServerStorage = postgres ? { DATA_DIR: dir, DATABASE_URL: postgres.url } : { DATA_DIR: dir };
  const app = await startAppServer({
    ...storage,
    AUTH_SECRET: SERVER_SECRET,
    TRUST_PROXY: "loopback",
    POST_RATE_LIMIT_MAX: "1000",
    ...env,
  });
  return {
    app,
    storage,
    async stop() {
      await app.stop();
      await postgres?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
