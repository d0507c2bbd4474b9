// Attacks on passwords and sign-in, performed against the built server: locking a named advisor
// out by failing on purpose, guessing the current password with a stolen session, and a
// redirect after sign-in that leaves the site.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../support/app-server.js";
import { mailTo, signedInAdvisor } from "./support/advisor-session";
import { postForm, register, tokenIn } from "./support/site-client";

const PER_ACCOUNT = 3;
const NEW_PASSWORD = "green harbour evening 17";
let app: Awaited<ReturnType<typeof startAppServer>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "account-passwords-"));
  app = await startAppServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: "loopback",
    POST_RATE_LIMIT_MAX: "1000",
    LOGIN_ACCOUNT_RATE_LIMIT_MAX: String(PER_ACCOUNT),
  });
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const signIn = (email: string, password: string, client: string) => postForm(app.baseURL, "/login", { email, password }, { client });

async function verified(name: string) {
  const advisor = await register(app.baseURL, name);
  const token = tokenIn((await mailTo(dataDir, advisor.email, "verify-email")).text, "/verify-email");
  expect((await postForm(app.baseURL, `/verify-email?token=${token}`, { token })).status).toBe(200);
  return advisor;
}

describe("failed passwords", () => {
  it("from one client do not lock the owner out from another", async () => {
    const owner = await verified("owner");
    let last = 0;
    for (let tries = 0; tries < PER_ACCOUNT + 3; tries++)
      last = (await signIn(owner.email, "a wrong guess entirely", "198.51.100.66")).status;
    expect(last).toBe(429);
    expect((await signIn(owner.email, owner.password, "198.51.100.7")).status).toBe(302);
  });

  it("are cleared by a completed password reset", async () => {
    const owner = await verified("forgetful");
    for (let tries = 0; tries < PER_ACCOUNT; tries++) await signIn(owner.email, "an old password maybe", "198.51.100.80");
    expect((await signIn(owner.email, owner.password, "198.51.100.80")).status).toBe(429);

    await postForm(app.baseURL, "/forgot-password", { email: owner.email }, { client: "198.51.100.80" });
    const token = tokenIn((await mailTo(dataDir, owner.email, "reset-password")).text, "/reset-password");
    expect((await postForm(app.baseURL, `/reset-password?token=${token}`, { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await signIn(owner.email, NEW_PASSWORD, "198.51.100.80")).status).toBe(302);
  });

  it("on the account page are throttled like sign-in: a stolen session cannot guess the password", async () => {
    const advisor = await signedInAdvisor(app.baseURL, dataDir, "stolen");
    const guess = (field: string, intent: string) =>
      postForm(
        app.baseURL,
        "/advisor/account",
        { intent, [field]: "a guess at the password", newPassword: NEW_PASSWORD },
        { cookie: advisor.cookie, client: "203.0.113.99" },
      );
    for (let tries = 0; tries < PER_ACCOUNT; tries++) expect((await guess("currentPassword", "password")).status).toBe(400);
    const refused = await guess("currentPassword", "password");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await guess("password", "delete")).status).toBe(429);
  });
});

describe("the address after sign-in", () => {
  it("stays on this site even when dot segments normalise to another", async () => {
    const advisor = await verified("redirected");
    const response = await postForm(
      app.baseURL,
      "/login?redirectTo=/.//evil.example/phish",
      { email: advisor.email, password: advisor.password },
      { client: "192.0.2.77" },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/advisor");
  });
});
