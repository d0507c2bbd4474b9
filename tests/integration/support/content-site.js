// The production build's site (server/app.ts) in a process of its own, reading a content store
// the test drives over IPC: {type:"start", content} starts it on a free port; {type:"publish",
// content, items} makes `content` the published snapshot and tells the site which items changed,
// as the store does after a publication. Answers {type:"listening", baseURL} and {type:"published"}.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
const dataDir = mkdtempSync(path.join(tmpdir(), "site-content-"));
const template = process.env.TEST_PGLITE_TEMPLATE;
if (template && !existsSync(path.join(dataDir, "pglite")))
  cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
process.env.DATA_DIR = dataDir;

let content;
const listeners = new Set();
const store = {
  current: () => content,
  onChange(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const serverModule = await import(pathToFileURL(path.resolve("build/server/app.js")).href);
let site;
let server;

process.on("message", async (message) => {
  if (message.type === "start") {
    content = message.content;
    site = serverModule.createSite({
      settings: serverModule.getSettings(),
      clientDir: path.resolve("build/client"),
      contentStore: Promise.resolve(store),
    });
    await site.started;
    server = site.app.listen(0, "127.0.0.1", () => {
      process.send({ type: "listening", baseURL: `http://127.0.0.1:${server.address().port}` });
    });
  } else if (message.type === "publish") {
    content = message.content;
    for (const listener of listeners) listener({ revision: content.revision, items: message.items });
    process.send({ type: "published" });
  } else if (message.type === "stop") {
    server?.closeAllConnections();
    server?.close();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
process.send({ type: "ready" });
