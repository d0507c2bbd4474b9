// The pages prerendered into a client build: each URL path (`/about`) with its file
// (`<client>/about/index.html`). The server serves them (server/prerendered-pages.ts) and a
// release keeps their words (app/.server/releases/page-words.ts).
import fs from "node:fs";
import path from "node:path";

export function prerenderedFiles(clientDir: string): { urlPath: string; file: string }[] {
  const files: { urlPath: string; file: string }[] = [];
  const walk = (dir: string, urlPath: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets") walk(path.join(dir, entry.name), `${urlPath}/${entry.name}`);
      else if (entry.name === "index.html") files.push({ urlPath: urlPath || "/", file: path.join(dir, entry.name) });
    }
  };
  walk(clientDir, "");
  return files;
}
