// Where Debian's Chromium lives: CHROME_PATH when set, else the usual places.
import fs from "node:fs";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return candidates.find((file) => fs.existsSync(file));
}
