// Attacks on the mailed links, performed against the built server as a stranger would: a Host
// header that names another site, a mail scanner opening a verification link, and flooding one
// address with mails. (Timing the forgotten-password answer: accounts-attacks-timing.test.ts.)
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../support/app-server.js";
import { mailTo, storedMails } from "./support/advisor-session";
import { postForm, register, tokenIn } from "./support/site-client";

let app: Awaited<ReturnType<typeof startAppServer>>;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "account-links-"));
  // SITE_URL unset: the address in links is this machine's, from the port.
  app = await startAppServer({ DATA_DIR: dataDir, TRUST_PROXY: "loopback", POST_RATE_LIMIT_MAX: "1000", LOGIN_RATE_LIMIT_MAX: "1000" });
  port = Number(new URL(app.baseURL).port);
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A form post whose Host and Origin name another site, as curl can send them. */
function postWithHost(pathname: string, host: string, fields: Record<string, string>): Promise<number> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: "POST",
        headers: {
          Host: host,
          Origin: `http://${host}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const signInStatus = async (email: string, password: string, client: string) =>
  (await postForm(app.baseURL, "/login", { email, password }, { client })).status;

describe("mailed links", () => {
  it("point to the site's configured address, never to the Host of the request", async () => {
    const bob = await register(app.baseURL, "bob");
    expect(await postWithHost("/forgot-password", "attacker.example", { email: bob.email })).toBe(200);
    const mail = await mailTo(dataDir, bob.email, "reset-password");
    expect(mail.text).not.toContain("attacker.example");
    expect(mail.text).toContain(`http://localhost:${port}/reset-password?token=`);
  });

  it("verify nothing when opened (GET or HEAD, as a mail scanner does): the page's button does", async () => {
    const victim = await register(app.baseURL, "victim");
    const link = `/verify-email?token=${tokenIn((await mailTo(dataDir, victim.email, "verify-email")).text, "/verify-email")}`;
    expect((await fetch(app.baseURL + link)).status).toBe(200);
    expect((await fetch(app.baseURL + link, { method: "HEAD" })).status).toBe(200);
    expect(await signInStatus(victim.email, victim.password, "192.0.2.10")).toBe(403);

    const confirmed = await postForm(app.baseURL, link, { token: new URL(link, app.baseURL).searchParams.get("token")! });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Email Verified");
    expect(await signInStatus(victim.email, victim.password, "192.0.2.10")).toBe(302);
  });
});

describe("the forgotten-password form", () => {
  it("sends one address a few reset mails an hour, however many clients ask", async () => {
    const carol = await register(app.baseURL, "carol");
    const before = app.output().split("account.request.delivery.delivered").length;
    for (let asker = 0; asker < 10; asker++) {
      expect((await postForm(app.baseURL, "/forgot-password", { email: carol.email }, { client: `203.0.113.${asker + 1}` })).status).toBe(
        200,
      );
    }
    // Every request has been worked off (the relay logs each) before the mails are counted.
    await expect
      .poll(() => app.output().split("account.request.delivery.delivered").length - before, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(10);
    const resets = (await storedMails(dataDir)).filter((mail) => mail.to === carol.email && mail.purpose === "reset-password");
    expect(resets).toHaveLength(3);
  });
});
