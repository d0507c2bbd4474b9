// The site's HTTP application, the same in development and production: security headers on
// every answer, request guards, /healthz, the client build (production) or Vite (development),
// prerendered pages from memory, then React Router. It opens the process's services (storage,
// relay, rate limits) and hands them to routes through the load context.
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import path from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { reviewContentAtStart } from "~/.server/content-review";
import { describeDbError } from "~/.server/db/safe-error";
import {
  accountsContext,
  clientAddressContext,
  formRejectionContext,
  nonceContext,
  waitForPageRulesContext,
  storageContext,
  zoneDataContext,
} from "~/.server/load-context";
import { log } from "~/.server/log";
import { modelPagePaths } from "~/content/pages";
import { startRuntime } from "~/.server/runtime/runtime";
import { hasSessionCookie } from "~/.server/zone-data/projections";
import type { Settings } from "~/.server/settings";
import { servePrecompressedAssets } from "./precompressed-assets";
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
};

/**
 * Answers whose content depends only on their URL and the zone data: the Zone Navigator, the
 * questionnaire, the comparison, and the models' list and pages (what differs for a signed-in advisor is drawn in the browser,
 * or kept out of the cache by `personal`).
 */
const REUSABLE_PATHS = new Set(
  ["/zone-navigator", "/zone-navigator/questionnaire", "/zone-navigator/compare", "/models", ...modelPagePaths].flatMap((path) => [
    path,
    `${path}.data`,
  ]),
);

/**
 * React Router's build, from the same module graph as this module: the `index` entry of the one
 * SSR build in production, the sources through Vite in development (loaded afresh after an edit).
 */
const build = (): Promise<ServerBuild> => import("virtual:react-router/server-build");

export function createSite({ settings, clientDir, vite }: SiteOptions) {
  const development = settings.NODE_ENV === "development";
  // The launch gate: under SITE_STAGE=live this throws, naming every finding of the content check.
  if (settings.NODE_ENV === "production") reviewContentAtStart(settings.SITE_STAGE);
  const runtime = startRuntime(settings);
  let ready = false;
  const started = runtime.storage.then(() => {
    ready = true;
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
    app.use(servePrerenderedPages(clientDir, policy));
    app.use("/assets", servePrecompressedAssets(path.join(clientDir, "assets")));
  }
  app.use(compression());
  if (vite) app.use(vite);
  if (clientDir) {
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false, fallthrough: false }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));
  }
  app.all(
    "/{*splat}",
    createReactRouterHandler({
      build,
      mode: settings.NODE_ENV,
      policy,
      cachedPaths: development ? new Set() : REUSABLE_PATHS,
      cache: createRenderCache(),
      // ZONE_PROJECTIONS=advisors: a signed-in advisor's page holds figures a visitor's does not.
      personal: settings.ZONE_PROJECTIONS === "advisors" ? (req) => hasSessionCookie(req.headers.cookie) : undefined,
      context: (req, res, nonce) =>
        new RouterContextProvider(
          new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
            [clientAddressContext, req.ip ?? "unknown"],
            [nonceContext, nonce ?? null],
            [waitForPageRulesContext, false],
            [storageContext, runtime.storage],
            [accountsContext, runtime.accounts()],
            [zoneDataContext, runtime.zoneData],
            [formRejectionContext, (res.locals.form as FormBody | undefined)?.rejection ?? null],
          ]),
        ),
    }),
  );
  app.use(answerErrors);

  return {
    app,
    /** Resolves once storage is open; rejects when it cannot be opened. */
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
