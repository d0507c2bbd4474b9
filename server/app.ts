// The site's HTTP application, the same in development and production: security headers on
// every answer, request guards, /healthz, the client build (production) or Vite (development),
// prerendered pages from memory, then React Router. It opens the process's services (storage,
// relay, rate limits) and hands them to routes through the load context.
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { reviewContentAtStart } from "~/.server/content-review";
import { releaseAtStart } from "~/.server/releases/store";
import { describeDbError } from "~/.server/db/safe-error";
import {
  accountsContext,
  clientAddressContext,
  contentStoreContext,
  formRejectionContext,
  nonceContext,
  publishedContentContext,
  releaseReaderContext,
  waitForPageRulesContext,
  storageContext,
  zoneDataContext,
  type ReleaseReader,
} from "~/.server/load-context";
import { exampleContent } from "~/.server/published/example-content";
import type { ContentStore } from "~/.server/content-store/store";

/** What the pages read of the content store: its published snapshot and its changes. */
type SnapshotSource = Pick<ContentStore, "current" | "onChange">;
import { log } from "~/.server/log";
import { modelPagePaths } from "~/content/pages";
import { ZONE_TABLES_PATH } from "~/lib/zone-projections";
import { startRuntime } from "~/.server/runtime/runtime";
import { hasSessionCookie } from "~/.server/zone-data/projections";
import { siteUrlOf, type Settings } from "~/.server/settings";
import { createContentPages } from "./content-pages";
import { createPageArchive } from "./page-archive";
import { builtInZoneData, releasePagesAtStart, type ReleaseRender } from "./release-renders";
import { servePrecompressedAssets } from "./precompressed-assets";
import { loadPrerenderedPages } from "./prerendered-pages";
import { createReactRouterHandler } from "./react-router-handler";
import { privateAnswers } from "./private-answers";
import { createRenderCache } from "./render-cache";
import { guardFormPosts, redirectToHttps, requireValidRequest, type FormBody } from "./request-guards";
import { servePrerenderedPages } from "./serve-prerendered";
import { contentSecurityPolicy, setSecurityHeaders } from "./security-headers";

export type SiteOptions = {
  settings: Settings;
  /** The client build to serve (production); unset in development, where Vite serves it. */
  clientDir?: string;
  /** Vite's middleware (development). */
  vite?: RequestHandler;
  /** The published snapshot's source when not the runtime's content store (a test's stand-in). */
  contentStore?: Promise<SnapshotSource>;
};

/**
 * Pages with a part for a signed-in advisor drawn by the server (the published signals on
 * /signals): a request with a session cookie is rendered for it, never answered from memory.
 */
const ADVISOR_PART_PATHS = new Set(["/signals", "/signals.data"]);

/**
 * Answers whose content depends only on their URL and the zone data: the Zone Navigator and the
 * tables it draws other zones from, the questionnaire, the comparison, the models' list and
 * pages, and a visitor's /signals (what differs for a signed-in advisor is drawn in the browser,
 * or kept out of the cache by `personal`). Rendered without a nonce, they are allowed by the
 * hashes of their inline scripts: a shared cache may keep them.
 */
const REUSABLE_PATHS = new Set([
  ...["/zone-navigator", "/zone-navigator/questionnaire", "/zone-navigator/compare", "/models", ...modelPagePaths].flatMap((path) => [
    path,
    `${path}.data`,
  ]),
  ...ADVISOR_PART_PATHS,
  ZONE_TABLES_PATH,
]);

/**
 * React Router's build, from the same module graph as this module: the `index` entry of the one
 * SSR build in production, the sources through Vite in development (loaded afresh after an edit).
 */
const build = (): Promise<ServerBuild> => import("virtual:react-router/server-build");

export function createSite(options: SiteOptions) {
  const { settings, clientDir, vite } = options;
  const development = settings.NODE_ENV === "development";
  const runtime = startRuntime(settings);
  const contentStore: Promise<SnapshotSource> = options.contentStore ?? runtime.content;
  let ready = false;
  // The pages prerendered at build time, in memory: those whose content has since been published
  // anew are dropped, and rendered from the published snapshot instead.
  const prerendered = clientDir ? loadPrerenderedPages(clientDir) : new Map();
  const cache = createRenderCache();
  let published: () => ReturnType<ContentStore["current"]> = exampleContent;
  const contentPages = createContentPages({ pages: prerendered, cache, current: () => published() });
  const contentReady = Promise.all([contentStore, runtime.storage]).then(async ([store, storage]) => {
    published = () => store.current();
    store.onChange(async (change) => {
      contentPages.invalidate(change.items);
      // Kept before the publishing step answers: the archive has the pages as soon as it says "live".
      await capturePages(change);
    });
    contentPages.reconcile();
    if (settings.NODE_ENV !== "production") return;
    // The release of the fixed pages this instance serves, kept with their words (ADR 0033).
    const release = clientDir
      ? await releaseAtStart(
          storage.db,
          () => releasePagesAtStart(clientDir, renderForRelease, settings.ZONE_PROJECTIONS),
          settings.SITE_STAGE,
        )
      : [];
    // The launch gate, on what is published and on the release: under SITE_STAGE=live this throws LaunchBlocked, naming every finding.
    reviewContentAtStart(settings.SITE_STAGE, undefined, undefined, store.current(), release);
  });
  const started = Promise.all([runtime.storage, contentReady]).then(() => {
    ready = true;
  });

  /**
   * The load context of one request: the process's services, and what is published now (for a
   * release's page, the example content and the built-in zone data instead).
   */
  const contextFor = (
    clientAddress: string,
    nonce: string | null,
    rejection: FormBody["rejection"] | null,
    releaseReader: ReleaseReader | null = null,
  ) =>
    new RouterContextProvider(
      new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
        [clientAddressContext, clientAddress],
        [nonceContext, nonce],
        [waitForPageRulesContext, false],
        [storageContext, runtime.storage],
        [accountsContext, runtime.accounts()],
        [zoneDataContext, releaseReader ? builtInZoneData : runtime.zoneData],
        [publishedContentContext, releaseReader ? exampleContent() : published()],
        [releaseReaderContext, releaseReader],
        [contentStoreContext, runtime.content],
        [formRejectionContext, rejection ?? null],
      ]),
    );
  const renderPage = createRequestHandler(build, settings.NODE_ENV);
  const renderForRelease: ReleaseRender = (path, reader) =>
    renderPage(new Request(new URL(path, siteUrlOf(settings))), contextFor("release", null, null, reader));
  const capturePages = createPageArchive({
    db: async () => (await runtime.storage).db,
    render: (path) => renderPage(new Request(new URL(path, siteUrlOf(settings))), contextFor("page archive", null, null)),
    current: () => published(),
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", settings.TRUST_PROXY);
  app.use((req, res, next) => {
    setSecurityHeaders(res, { secure: req.secure });
    next();
  });
  // Before the guards: their refusals of a session-dependent path are private too.
  app.use(privateAnswers);
  app.use(requireValidRequest);
  app.use(redirectToHttps({ behindProxy: settings.TRUST_PROXY !== false }));
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store");
    res.status(ready ? 200 : 503).json({ status: ready ? "ok" : "starting" });
  });
  app.use(
    guardFormPosts({
      limits: async () => (await runtime.storage).limits,
      rule: { scope: "post", max: settings.POST_RATE_LIMIT_MAX, windowMs: settings.POST_RATE_LIMIT_WINDOW_MS },
    }),
  );
  const policy = (req: express.Request, scripts: Parameters<typeof contentSecurityPolicy>[0]) =>
    contentSecurityPolicy(scripts, { secure: req.secure, development });
  if (clientDir) {
    app.use(servePrerenderedPages(prerendered, policy));
    app.use("/assets", servePrecompressedAssets(path.join(clientDir, "assets")));
  }
  app.use(compression());
  if (vite) app.use(vite);
  if (clientDir) {
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: false }),
    );
    const files = express.static(clientDir, {
      maxAge: "1h",
      index: false,
      redirect: false,
      // A page's data changes with a publication, like its page: revalidated on every navigation.
      setHeaders: (res, file) => {
        if (file.endsWith(".data")) res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      },
    });
    // A page's `.data` file whose content has been published anew is answered by React Router.
    app.use((req, res, next) => (contentPages.replaced(req.path) ? next() : files(req, res, next)));
  }
  app.all(
    "/{*splat}",
    createReactRouterHandler({
      build,
      mode: settings.NODE_ENV,
      policy,
      cachedPaths: development ? new Set() : REUSABLE_PATHS,
      kept: development ? new Set() : contentPages.kept,
      cache,
      // A signed-in advisor's page holds what a visitor's does not: the published signals, and
      // under ZONE_PROJECTIONS=advisors the Zone Navigator's figures.
      personal: (req) =>
        hasSessionCookie(req.headers.cookie) && (settings.ZONE_PROJECTIONS === "advisors" || ADVISOR_PART_PATHS.has(req.path)),
      context: (req, res, nonce) =>
        contextFor(req.ip ?? "unknown", nonce ?? null, (res.locals.form as FormBody | undefined)?.rejection ?? null),
    }),
  );
  app.use(answerErrors);

  return {
    app,
    /** Resolves once storage and the content store are open; rejects when either cannot be opened. */
    started,
    /** Let deliveries in flight finish, then close storage. */
    stop: () => runtime.stop(),
  };
}

/** Whatever fails is logged without the request's content and answered without internals. */
const answerErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) log("error", "request.failed", { method: req.method, path: req.path, error: describeDbError(error) });
  if (res.headersSent) return void res.destroy();
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("text/plain")
    .send(status === 500 ? "Internal server error" : "Bad request");
};

export { getServerSettings as getSettings } from "~/.server/settings";
