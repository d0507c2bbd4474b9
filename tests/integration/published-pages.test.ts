// A publication reaches the pages at once, without a build or a restart: the production build,
// reading a content store, answers a changed article's or model's page with the new words on
// the next request (then from memory), shows a new article, while every untouched prerendered
// page is still the same file from memory (same ETag). A server started after a publication
// never shows the page prerendered from the example version.
import { fork, type ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { exampleContent } from "~/.server/published/example-content";
import type { ContentKind, PublishedContent } from "~/lib/content-desk/contract";

type Site = { baseURL: string; stop: () => Promise<void> };
const sites: Site[] = [];

async function startSite(
  content: PublishedContent,
): Promise<Site & { publish: (next: PublishedContent, items: { kind: ContentKind; itemKey: string }[]) => Promise<void> }> {
  const child: ChildProcess = fork("tests/integration/support/content-site.js", { stdio: ["ignore", "pipe", "pipe", "ipc"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const next = (type: string) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      const onMessage = (message: Record<string, string>) => {
        if (message.type !== type) return;
        child.off("message", onMessage);
        resolve(message);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`the site exited with ${code}:\n${output}`)));
    });
  await next("ready");
  const listening = next("listening");
  child.send({ type: "start", content });
  const { baseURL } = await listening;
  const site = {
    baseURL: baseURL!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ type: "stop" });
      await exited;
    },
    publish: async (content: PublishedContent, items: { kind: ContentKind; itemKey: string }[]) => {
      const published = next("published");
      child.send({ type: "publish", content, items });
      await published;
    },
  };
  sites.push(site);
  return site;
}

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
});

const example = exampleContent();
const NEW_WORDS = "Asset location, looked at afresh after this year of rate moves.";
const NEW_MODEL_WORDS = "A newly published description of the balanced model.";

/** The example content with one article replaced, one article added and model 3's figures replaced. */
function published(): PublishedContent {
  const articles = example.articles.map((article) =>
    article.meta.slug === "asset-location"
      ? {
          meta: { ...article.meta, title: "Asset Location Revisited" },
          markdown: `${NEW_WORDS}\n\n<script>alert(1)</script>`,
          versionId: "v-asset-2",
        }
      : article,
  );
  const added = {
    meta: {
      slug: "rates-outlook",
      title: "The Rates Outlook",
      date: "2026-11-25",
      author: "Investment Strategy Team",
      summary: "Where rates may go.",
      sample: false,
    },
    markdown: "What this year of rate moves means for income models.",
    versionId: "v-rates-1",
  };
  const stamp = (versionId: string) => ({ versionId, number: 2, contentHash: "f".repeat(64), publishedAt: "2026-11-26T10:00:00.000Z" });
  return {
    ...example,
    revision: 7,
    articles: [added, ...articles],
    media: [
      {
        id: "press-release-desk",
        type: "press-release",
        date: "2026-11-24",
        title: "The firm publishes from its own desk",
        summary: "Commentary, models and media now reach the site once a principal approves them.",
        sample: false,
        versionId: "v-media-1",
      },
      ...example.media,
    ],
    models: example.models.map((model) => (model.id === 3 ? { ...model, description: NEW_MODEL_WORDS } : model)),
    stamps: {
      ...example.stamps,
      "commentary:asset-location": stamp("v-asset-2"),
      "commentary:rates-outlook": { ...stamp("v-rates-1"), number: 1 },
      "model-figures:3": stamp("v-model-3-2"),
    },
  };
}

const changedItems = [
  { kind: "commentary", itemKey: "asset-location" },
  { kind: "commentary", itemKey: "rates-outlook" },
  { kind: "model-figures", itemKey: "3" },
  { kind: "media", itemKey: "press-release-desk" },
] as const;

const get = (site: Site, path: string) => fetch(site.baseURL + path);

describe("a publication on a running server", () => {
  it("shows the new words on the next request, then from memory, and leaves every other page as it was", async () => {
    const site = await startSite(example);
    const before = await get(site, "/commentary/asset-location");
    expect(before.status).toBe(200);
    expect(await before.text()).not.toContain(NEW_WORDS);
    // Model 3 is named on the home page and the funds' pages: those are rendered afresh too.
    const untouched = ["/commentary/role-of-income-models", "/about", "/solutions", "/privacy"];
    const etags = new Map<string, string | null>();
    for (const path of untouched) etags.set(path, (await get(site, path)).headers.get("etag"));
    expect(await (await get(site, "/models/3")).text()).not.toContain(NEW_MODEL_WORDS);
    expect((await get(site, "/commentary/rates-outlook")).status).toBe(404);

    await site.publish(published(), [...changedItems]);

    const article = await get(site, "/commentary/asset-location");
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain(NEW_WORDS);
    expect(html).toContain("Asset Location Revisited");
    // Raw HTML written in the desk is shown as text, never run.
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;");
    expect(article.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(article.headers.get("content-security-policy")).toContain("script-src");
    // Once its critical rules are chosen (ADR 0022), it is kept: the next visitor gets the same
    // answer from memory, and a revalidation a 304.
    const poll = { timeout: 20_000, interval: 100 };
    await expect.poll(async () => (await get(site, "/commentary/asset-location")).headers.get("age"), poll).not.toBeNull();
    const kept = await get(site, "/commentary/asset-location");
    expect(await kept.text()).toContain(NEW_WORDS);
    const again = await get(site, "/commentary/asset-location");
    expect(again.headers.get("etag")).toBe(kept.headers.get("etag"));
    expect(again.headers.get("age")).not.toBeNull();
    expect(
      (await fetch(site.baseURL + "/commentary/asset-location", { headers: { "If-None-Match": String(kept.headers.get("etag")) } })).status,
    ).toBe(304);
    // The page's data for a navigation in the browser is the new one, not the prerendered file.
    expect(await (await get(site, "/commentary/asset-location.data")).text()).toContain("Asset Location Revisited");

    const list = await (await get(site, "/commentary")).text();
    expect(list).toContain("Asset Location Revisited");
    expect(list).toContain("The Rates Outlook");
    const added = await get(site, "/commentary/rates-outlook");
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("What this year of rate moves means for income models.");
    expect(await (await get(site, "/models/3")).text()).toContain(NEW_MODEL_WORDS);
    expect(await (await get(site, "/sitemap.xml")).text()).toContain("/commentary/rates-outlook");
    expect(await (await get(site, "/media")).text()).toContain("The firm publishes from its own desk");
    // The home page names model 3: rendered afresh from the snapshot, then kept (once its rules are chosen).
    await expect.poll(async () => (await get(site, "/")).headers.get("age"), poll).not.toBeNull();

    // An untouched page's data is still its file, revalidated on every navigation as the page is.
    const data = await get(site, "/commentary/role-of-income-models.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");

    for (const path of untouched) {
      const answer = await get(site, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("etag"), path).toBe(etags.get(path));
      // Still the prerendered file: never rendered, so never aged.
      expect(answer.headers.get("age"), path).toBeNull();
    }
  });
});

describe("a server started after a publication", () => {
  it("shows the published version, not the page prerendered from the example", async () => {
    const site = await startSite(published());
    expect(await (await get(site, "/commentary/asset-location")).text()).toContain(NEW_WORDS);
    expect((await get(site, "/commentary/rates-outlook")).status).toBe(200);
    expect(await (await get(site, "/commentary")).text()).toContain("The Rates Outlook");
    const untouched = await get(site, "/commentary/role-of-income-models");
    expect(untouched.headers.get("age")).toBeNull();
    expect(untouched.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });
});
