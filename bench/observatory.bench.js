// Security headers as Mozilla's HTTP Observatory grades them, on the production server behind a
// local TLS front (HTTPS on 127.0.0.1:443, HTTP on 127.0.0.1:80, both on loopback only; binding
// those ports needs root or CAP_NET_BIND_SERVICE). The site trusts the front (TRUST_PROXY=loopback)
// and answers the redirect to HTTPS itself, as behind the real proxy.
// Prints the grade, the score and every test; writes bench/results/observatory.json.
// Fails below A+ or below a score of 100.
import fs from "node:fs";
import path from "node:path";
import { startAppServer } from "../tests/support/app-server.js";
import { ensureScanner, runScan, SCANNER, SCANNER_VERSION } from "./observatory/scanner.js";
import { makeCertificate, startTlsFront } from "./observatory/tls-front.js";

// A name under the reserved .test domain: it can never be a real site, and the scan resolves
// it to 127.0.0.1 itself, so /etc/hosts is left alone.
const HOST_NAME = "advisor-site.test";
const WANTED_GRADE = "A+";
const WANTED_SCORE = 100;
const RESULTS = path.join(import.meta.dirname, "results", "observatory.json");

/** @type {(() => Promise<unknown> | void)[]} run last-in first-out, on success and failure */
const cleanups = [];
async function cleanUp() {
  while (cleanups.length) await Promise.resolve(cleanups.pop()?.()).catch(() => undefined);
}
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => void cleanUp().then(() => process.exit(1)));
}

/** The scanner describes results in HTML; a terminal wants the words. @param {string} html */
const plainText = (html) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** @param {{ scan: Record<string, any>, tests: Record<string, Record<string, any>> }} result */
function report(result) {
  const { scan, tests } = result;
  console.log(`grade: ${scan.grade}   score: ${scan.score}   tests passed: ${scan.testsPassed}/${scan.testsQuantity}`);
  const rows = Object.entries(tests).map(([name, test]) => ({
    name,
    pass: test.pass ? "pass" : "FAIL",
    modifier: test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier),
    result: test.result,
  }));
  const width = (key) => Math.max(key.length, ...rows.map((row) => row[key].length));
  const widths = { name: width("name"), pass: width("pass"), modifier: width("modifier") };
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(widths.name)}  ${row.pass.padEnd(widths.pass)}  ${row.modifier.padStart(widths.modifier)}  ${row.result}`,
    );
  }
  for (const [name, test] of Object.entries(tests)) {
    if (test.scoreModifier < 0 || !test.pass) console.log(`  - ${name}: ${plainText(test.scoreDescription ?? test.result)}`);
  }
}

let exitCode = 0;
try {
  const packageDir = ensureScanner();

  const certificate = makeCertificate(HOST_NAME);
  cleanups.push(certificate.remove);

  const site = await startAppServer({ TRUST_PROXY: "loopback" });
  cleanups.push(() => site.stop());

  const front = await startTlsFront({ siteURL: site.baseURL, certPath: certificate.certPath, keyPath: certificate.keyPath });
  cleanups.push(front.stop);

  const started = performance.now();
  const result = await runScan({ packageDir, hostName: HOST_NAME, certPath: certificate.certPath });
  console.log(`${SCANNER}@${SCANNER_VERSION} scanned https://${HOST_NAME}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  report(result);

  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(
    RESULTS,
    `${JSON.stringify({ scanner: `${SCANNER}@${SCANNER_VERSION}`, host: HOST_NAME, scannedAt: new Date().toISOString(), ...result }, null, 2)}\n`,
  );
  console.log(`written: ${path.relative(process.cwd(), RESULTS)}`);

  if (result.scan.grade !== WANTED_GRADE || result.scan.score < WANTED_SCORE) {
    console.error(
      `BELOW TARGET: grade ${result.scan.grade}, score ${result.scan.score} (wanted ${WANTED_GRADE} and at least ${WANTED_SCORE})`,
    );
    exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
