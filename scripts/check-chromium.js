// Browser tests need a Chromium on this machine; fail at once, saying how to get one.
import fs from "node:fs";
import { testBrowserPath } from "./chromium-path.js";

const found = testBrowserPath();
if (!found || !fs.existsSync(found)) {
  console.error(
    "No Chromium found for the browser tests (looked at CHROME_PATH, Debian's headless shell, /usr/bin/chromium).\n" +
      "Install Debian's Chromium and its headless shell with:  sudo apt-get install -y chromium chromium-headless-shell",
  );
  process.exit(1);
}
if (!process.env.CHROME_PATH && !found.includes("headless-shell")) {
  console.log(
    `Browser tests run in ${found}. Debian's headless shell runs them in about 40 % less time:  sudo apt-get install -y chromium-headless-shell`,
  );
}
