// Some integration tests start the production server or run the scripts against the build;
// `npm test` builds before it runs them. Running Vitest alone needs `npm run build` first.
import fs from "node:fs";

export default function requireBuild() {
  for (const file of ["build/server/index.js", "build/server/app.js", "build/server/cli.js"]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the tests.`);
  }
}
