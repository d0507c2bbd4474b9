// A local stand-in for the TLS proxy the site runs behind in production: HTTPS on
// 127.0.0.1:443 with a throw-away self-signed certificate for one host name, plain HTTP on
// 127.0.0.1:80, both forwarding to the site with X-Forwarded-Proto saying how the visitor came.
// The site itself answers the redirect to HTTPS, as it does behind a real proxy.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";

// Headers that belong to one connection and are not passed on by a proxy.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Make a key and a self-signed certificate for `hostName` in a new private folder.
 * The key never leaves that folder, which `remove()` deletes.
 * @param {string} hostName
 */
export function makeCertificate(hostName) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "observatory-tls-"));
  const keyPath = path.join(dir, "key.pem");
  const certPath = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyPath,
      "-out",
      certPath,
      "-days",
      "2",
      "-subj",
      `/CN=${hostName}`,
      "-addext",
      `subjectAltName=DNS:${hostName}`,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return { certPath, keyPath, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * @param {string[]} raw alternating names and values, as Node gives them
 * @param {Set<string>} [alsoDrop] more lower-case names to leave out
 */
function withoutHopByHop(raw, alsoDrop = new Set()) {
  const kept = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (!HOP_BY_HOP.has(name) && !alsoDrop.has(name)) kept.push(raw[i], raw[i + 1]);
  }
  return kept;
}

// What the visitor sent under these names is replaced, never passed on.
const SET_BY_FRONT = new Set(["x-forwarded-for", "x-forwarded-proto"]);

/**
 * @param {URL} upstream the site's own address
 * @param {"http" | "https"} proto what the front tells the site about the visitor's connection
 * @returns {http.RequestListener}
 */
function forwardTo(upstream, proto) {
  return (req, res) => {
    const headers = withoutHopByHop(req.rawHeaders, SET_BY_FRONT);
    const client = req.socket.remoteAddress ?? "127.0.0.1";
    headers.push("X-Forwarded-For", client, "X-Forwarded-Proto", proto);
    const outgoing = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.rawHeaders));
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
      res.end("bad gateway");
    });
    req.pipe(outgoing);
  };
}

/** @param {http.Server} server @param {number} port */
function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once("error", (error) =>
      reject(new Error(`cannot listen on 127.0.0.1:${port} (${error.code ?? error.message}); is another server there?`)),
    );
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
}

/** @param {http.Server} server */
function close(server) {
  if (!server.listening) return Promise.resolve();
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve(undefined)));
}

/**
 * Start the front: HTTPS on 127.0.0.1:443 and HTTP on 127.0.0.1:80, both forwarding to `siteURL`.
 * @param {{ siteURL: string, certPath: string, keyPath: string }} options
 */
export async function startTlsFront({ siteURL, certPath, keyPath }) {
  const upstream = new URL(siteURL);
  const secure = https.createServer({ cert: fs.readFileSync(certPath), key: fs.readFileSync(keyPath) }, forwardTo(upstream, "https"));
  const plain = http.createServer(forwardTo(upstream, "http"));
  const stop = () => Promise.all([close(secure), close(plain)]);
  try {
    await listen(secure, 443);
    await listen(plain, 80);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
