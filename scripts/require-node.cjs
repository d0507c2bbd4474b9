// Stops `npm start`, `npm test` and `npm run dev` at once on a Node.js older than the one the
// site supports (package.json "engines"), with the command that installs the one it runs on.
// CommonJS with old syntax on purpose: it has to run, and say why, on any old Node.
"use strict";
var engines = require("../package.json").engines.node; // ">=22.22.0"
var floor = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(engines);
if (!floor) throw new Error("package.json engines.node should read >=MAJOR.MINOR.PATCH, not " + engines);

var have = process.versions.node.split(".").map(Number);
var need = floor.slice(1).map(Number);
var tooOld = false;
for (var i = 0; i < 3; i++) {
  if (have[i] !== need[i]) {
    tooOld = have[i] < need[i];
    break;
  }
}

if (tooOld) {
  console.error(
    [
      "This site needs Node.js " + need.join(".") + " or newer, and is developed and tested on Node.js 24 LTS;",
      "this is Node.js " + process.versions.node + " (" + process.execPath + ").",
      "Install Node.js 24 with:  npm i -g node@24",
      "(or with a version manager, which reads .nvmrc / .node-version: nvm install, fnm use, ...)",
    ].join("\n"),
  );
  process.exit(1);
}
