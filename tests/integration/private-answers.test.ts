// Every answer that depends on a session says `private, no-store`, so that neither a shared
// cache nor the browser's back/forward cache keeps an advisor's e-mail, names, sessions or
// files for the next person. The walk reads the route table: every route of the advisor area
// (a new one is covered when it is added) and the account screens, each as a page, as its
// single-fetch `.data` answer and as a post to its action, signed in and signed out. A redirect
// to sign in, a refusal and a 404 count as much as the page.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInDataset } from "~/.server/zone-data/data-version";
import routeTable from "../../app/routes";
import { startAppServer } from "../support/app-server.js";
import { signedInAdvisor, type Advisor } from "./support/advisor-session";

const PRIVATE = "private, no-store";

/** The account screens and answers outside /advisor whose answers depend on the session. */
const ACCOUNT_ROUTES = ["login", "signup", "forgot-password", "verify-email", "reset-password", "confirm-email", "logout", "session.json"];
/** A value for each dynamic segment the advisor area uses; a new one needs its example here. */
const EXAMPLES: Record<string, (saved: string) => string> = {
  id: (saved) => saved,
  file: () => "2.pdf",
  model: () => "3",
  signal: () => "model-3-example",
};
/** Files of published content the example content does not have yet (no signal, no holdings): a 404, private all the same. */
const NOT_PUBLISHED_YET = ["advisor/downloads/models/:model/weights.csv", "advisor/downloads/signals/:signal/trades.csv"];
/** Extra addresses of a route: the link screens with a token in their address. */
const WITH_QUERY: Record<string, string[]> = {
  "verify-email": ["?token=not-a-real-token"],
  "reset-password": ["?token=not-a-real-token"],
  "confirm-email": ["?token=not-a-real-token"],
};

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };
const flatten = (entries: readonly RouteEntry[], parent = ""): string[] =>
  entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [...(entry.path !== undefined ? [path] : []), ...flatten(entry.children ?? [], path)];
  });

const tablePaths = flatten(routeTable as RouteEntry[]);
const walked = tablePaths.filter((path) => path === "advisor" || path.startsWith("advisor/") || ACCOUNT_ROUTES.includes(path));
const isAdvisorArea = (path: string) => path === "advisor" || path.startsWith("advisor/");
/** The second step of an advisor's sign-in with two-factor. */
const CODE_PAGE = "advisor/two-factor";

let app: Awaited<ReturnType<typeof startAppServer>>;
let dataDir: string;
let advisor: Advisor;
let savedViewId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "site-data-"));
  // The walk posts to every route twice over: more than the default limits of one client.
  app = await startAppServer({ DATA_DIR: dataDir, POST_RATE_LIMIT_MAX: "1000", LOGIN_RATE_LIMIT_MAX: "1000" });
  advisor = await signedInAdvisor(app.baseURL, dataDir, "private");
  const views = "3-qualified";
  const saved = await fetch(`${app.baseURL}/advisor/saved-views`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: advisor.cookie, Origin: app.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ label: "Client A", note: "", views, versions: builtInDataset().version, returnTo: "/zone-navigator" }),
  });
  savedViewId = /\/advisor\/saved-views\/([0-9a-f-]{36})/.exec(saved.headers.get("location") ?? "")?.[1] ?? "";
  expect(savedViewId, `saving answered ${saved.status}`).not.toBe("");
});
afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The addresses of a route of the table, its dynamic segments filled in. */
function addressesOf(path: string): string[] {
  const filled = path.replace(/:(\w+)/g, (_segment, name: string) => {
    const example = EXAMPLES[name];
    if (!example) throw new Error(`no example value for :${name} (route ${path}): add one to EXAMPLES`);
    return example(savedViewId);
  });
  return ["", ...(WITH_QUERY[path] ?? [])].map((query) => `/${filled}${query}`);
}

/** The page and its single-fetch answer. */
const forms = (address: string) => {
  const [pathname, query = ""] = address.split("?");
  return [address, `${pathname}.data${query ? `?${query}` : ""}`];
};

async function ask(method: "GET" | "POST", address: string, cookie?: string) {
  const response = await fetch(app.baseURL + address, {
    method,
    redirect: "manual",
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(method === "POST" ? { Origin: app.baseURL, "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: method === "POST" ? "" : undefined,
  });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get("cache-control"), location: response.headers.get("location") };
}

describe("answers that depend on a session", () => {
  it("are found in the route table: the advisor area and every account screen", () => {
    for (const path of ACCOUNT_ROUTES) expect(tablePaths).toContain(path);
    expect(walked.filter(isAdvisorArea).length).toBeGreaterThanOrEqual(8);
  });

  it("say private, no-store to a signed-in advisor: pages, .data answers and downloads", async () => {
    const wrong: string[] = [];
    for (const path of walked) {
      for (const address of addressesOf(path).flatMap(forms)) {
        const answer = await ask("GET", address, advisor.cookie);
        if (answer.cacheControl !== PRIVATE) wrong.push(`GET ${address} (${answer.status}): ${answer.cacheControl}`);
        // The signed-in advisor gets the page itself, not a way to sign in; the code's page, with
        // no code awaited, sends the advisor on to the advisor area.
        if (path === CODE_PAGE && !address.includes(".data")) expect([answer.status, answer.location], address).toEqual([302, "/advisor"]);
        else if (isAdvisorArea(path) && !address.includes(".data"))
          expect(answer.status, address).toBe(NOT_PUBLISHED_YET.includes(path) ? 404 : 200);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("say private, no-store to a visitor, the redirect to sign in too", async () => {
    const wrong: string[] = [];
    for (const path of walked) {
      for (const address of addressesOf(path).flatMap(forms)) {
        const answer = await ask("GET", address);
        if (answer.cacheControl !== PRIVATE) wrong.push(`GET ${address} (${answer.status}): ${answer.cacheControl}`);
        if (isAdvisorArea(path) && !address.includes(".data")) {
          expect(answer.status, address).toBe(302);
          expect(answer.location, address).toMatch(/^\/login\?redirectTo=/);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("say private, no-store in the answers of every action, signed out and then signed in", async () => {
    // Deleting the saved view and signing out end what the other posts need: they go last.
    const last = (path: string) => (path.endsWith("/delete") ? 1 : 0) + (path === "logout" ? 2 : 0);
    const ordered = [...walked].sort((a, b) => last(a) - last(b));
    const wrong: string[] = [];
    for (const cookie of [undefined, advisor.cookie]) {
      for (const path of ordered) {
        for (const address of addressesOf(path).flatMap(forms)) {
          const answer = await ask("POST", address, cookie);
          if (answer.cacheControl !== PRIVATE)
            wrong.push(`POST ${address} ${cookie ? "signed in" : "signed out"} (${answer.status}): ${answer.cacheControl}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("in any spelling of the address React Router answers the same", async () => {
    for (const address of ["/Advisor/Account", "/advisor/account/", "/adv%69sor/account", "/advisor/_.data"]) {
      const answer = await ask("GET", address, advisor.cookie);
      expect(answer.cacheControl, `${address} (${answer.status})`).toBe(PRIVATE);
    }
  });

  it("leave the public pages cacheable", async () => {
    const home = await ask("GET", "/");
    expect(home.cacheControl).toBe("public, max-age=0, must-revalidate");
    const navigator = await ask("GET", "/zone-navigator?zone=3&account=qualified");
    expect(navigator.cacheControl).toMatch(/s-maxage=\d+/);
    const support = await ask("GET", "/advisor-support", advisor.cookie);
    expect(support.cacheControl).toBe("public, max-age=0, must-revalidate");
  });
});
