// Browser tests need a Chromium on this machine; fail at once, saying how to get one.
import fs from "node:fs";
import { chromiumPath } from "./chromium-path.js";

const found = chromiumPath();
if (!found || !fs.existsSync(found)) {
  console.error(
    "No Chromium found for the browser tests (looked at CHROME_PATH, /usr/bin/chromium).\n" +
      "Install Debian's Chromium with:  sudo apt-get install -y chromium",
  );
  process.exit(1);
}
