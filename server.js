// Starts the site: `node server.js` serves the production build (npm run build first);
// `node server.js --dev` serves the sources through Vite with hot reload. Both run the same
// application (server/app.ts): same headers, guards, /healthz, storage and relay.
import path from "node:path";
import { pathToFileURL } from "node:url";

const development = process.argv.includes("--dev");
// React chooses its production or development build when it is first loaded, from NODE_ENV:
// settle the mode before anything loads React.
process.env.NODE_ENV ??= development ? "development" : "production";
// Whatever the server creates (the embedded database, its control socket) is its user's alone.
process.umask(0o077);

const { site, settings } = development ? await loadDevelopment() : await loadProduction();

async function loadProduction() {
  const buildDir = path.resolve("build");
  // The server module is an entry of React Router's SSR build: one module graph with the routes.
  const serverModule = await import(pathToFileURL(path.join(buildDir, "server", "app.js")).href);
  const settings = readSettings(serverModule.getSettings);
  const site = serverModule.createSite({ settings, clientDir: path.join(buildDir, "client") });
  return { site, settings };
}

async function loadDevelopment() {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const serverModule = await vite.ssrLoadModule("/server/app.ts");
  const settings = readSettings(serverModule.getSettings);
  // The server module loads the routes through Vite too, afresh after an edit.
  const site = serverModule.createSite({ settings, vite: vite.middlewares });
  return { site, settings };
}

function readSettings(getSettings) {
  try {
    return getSettings();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// With SITE_STAGE=live nothing is served before the launch gate has reviewed what is published.
if (settings.SITE_STAGE === "live") await site.started.catch(exitOnStartFailure);

const server = site.app.listen(settings.PORT, settings.HOST, () => {
  const host = settings.HOST === "0.0.0.0" ? "localhost" : settings.HOST;
  console.log(`Serving on http://${host}:${settings.PORT}${development ? " (development)" : ""}`);
});
// A slow or stalled client cannot hold a connection for long: headers within 20 s, the whole
// request within 30 s; idle keep-alive connections live longer than a load balancer's 60 s.
server.headersTimeout = 20_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 65_000;

// A server that cannot store messages must not run: it would lose leads.
site.started.catch(exitOnStartFailure);

/** The launch gate's findings, or why storage could not be opened; exit 1. */
function exitOnStartFailure(error) {
  if (error instanceof Error && error.name === "LaunchBlocked") {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`Could not open the storage: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

let stopping = false;
// Answers in progress. While stopping, each says `Connection: close`, so no client sends another
// request on its connection; once none is left, every connection still open is closed: an idle
// keep-alive one, or one whose client never finished a request. Waiting on them would hold the
// shutdown until the forced exit.
const answering = new Set();
server.prependListener("request", (_req, res) => {
  answering.add(res);
  if (stopping) res.setHeader("Connection", "close");
  res.once("close", () => {
    answering.delete(res);
    if (stopping && answering.size === 0) server.closeAllConnections();
  });
});

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Stop taking requests, let open ones finish, then let deliveries in flight finish.
  server.close(async () => {
    await site.stop().catch((error) => console.error(error));
    process.exit(0);
  });
  for (const res of answering) if (!res.headersSent) res.setHeader("Connection", "close");
  if (answering.size === 0) server.closeAllConnections();
  else server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
