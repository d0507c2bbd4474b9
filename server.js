// Production server: fingerprinted assets with long caching, prerendered pages as files,
// and React Router's request handler for everything else.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// React chooses its production or development build when it is first loaded, from NODE_ENV:
// settle the mode before anything loads React.
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("@react-router/express");
const { default: compression } = await import("compression");
const { default: express } = await import("express");

const BUILD_DIR = path.resolve(process.argv[2] ?? "build");
const CLIENT_DIR = path.join(BUILD_DIR, "client");

const build = await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href);
const services = build.entry.module;

let settings;
try {
  settings = services.getSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** Map each prerendered URL path (`/about`) to its file (`build/client/about/index.html`). */
function findPrerenderedPages(dir, urlPath = "") {
  const pages = new Map();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "assets") {
      const child = findPrerenderedPages(path.join(dir, entry.name), `${urlPath}/${entry.name}`);
      for (const [key, value] of child) pages.set(key, value);
    } else if (entry.name === "index.html") {
      pages.set(urlPath || "/", path.join(dir, entry.name));
    }
  }
  return pages;
}

const securityHeaders = {
  "Content-Security-Policy": [
    "default-src 'self'",
    // React Router inlines its hydration data; no script comes from another origin.
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; "),
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

const prerendered = findPrerenderedPages(CLIENT_DIR);
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", "loopback");
app.use(compression());
let ready = false;
app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store");
  res.status(ready ? 200 : 503).json({ status: ready ? "ok" : "starting" });
});
app.use((_req, res, next) => {
  res.set(securityHeaders);
  next();
});
app.use(
  "/assets",
  express.static(path.join(CLIENT_DIR, "assets"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    redirect: false,
    fallthrough: false,
  }),
);
app.use((req, res, next) => {
  const file = (req.method === "GET" || req.method === "HEAD") && prerendered.get(req.path);
  if (!file) return next();
  res.set("Cache-Control", "public, max-age=0, must-revalidate");
  res.sendFile(file);
});
app.use(express.static(CLIENT_DIR, { maxAge: "1h", index: false, redirect: false }));
app.all(
  "/{*splat}",
  createRequestHandler({ build, mode: settings.NODE_ENV, getLoadContext: (req) => ({ clientAddress: req.ip }) }),
);

const server = app.listen(settings.PORT, settings.HOST, () => {
  const host = settings.HOST === "0.0.0.0" ? "localhost" : settings.HOST;
  console.log(`Serving on http://${host}:${settings.PORT} (${prerendered.size} prerendered pages)`);
});

// Storage opens (running migrations) while the server starts listening; a contact post waits
// for it, and /healthz answers 503 until then. The relay starts once storage is open, when a
// webhook is configured. A server that cannot store messages must not run: it would lose leads.
services.startContactServices(settings).then(
  () => {
    ready = true;
  },
  (error) => {
    console.error(`Could not open the contact message storage: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Stop taking requests, let open ones finish, then let deliveries in flight finish.
  server.close(async () => {
    await services.stopContactServices().catch((error) => console.error(error));
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
