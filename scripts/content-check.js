// The content's compliance review (app/lib/compliance): lists every finding, rule by rule, with
// where it is and what is wrong, and exits with 1 while any remains, 0 when none does: the
// placeholders the firm must replace, figures without their period (or older than the latest
// year-end), borrowed records, zones contradicting their models' drawdowns, promissory phrases
// and missing fund or firm disclosures. The production server with SITE_STAGE=live refuses to
// start on the same findings. Reads the sources through Vite, so it needs no build.
// Usage: npm run content:check [-- --json]
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const json = process.argv.includes("--json");
const vite = await createServer({
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
  optimizeDeps: { noDiscovery: true, include: [] },
});

let findings;
let rules;
try {
  const { contentFindings } = await vite.ssrLoadModule("/app/.server/content-review.ts");
  const compliance = await vite.ssrLoadModule("/app/lib/compliance/index.ts");
  findings = contentFindings(new Date());
  rules = compliance;
} finally {
  await vite.close();
}

if (json) {
  console.log(JSON.stringify(findings, null, 2));
} else if (findings.length === 0) {
  console.log("The content check finds nothing: no placeholder, no figure without its period, no forbidden phrase.");
} else {
  console.log(
    `${findings.length} finding${findings.length === 1 ? "" : "s"} in the content (README, "Before going live", says what to fill in):`,
  );
  for (const rule of rules.COMPLIANCE_RULES) {
    const ofRule = findings.filter((finding) => finding.rule === rule);
    if (ofRule.length === 0) continue;
    console.log(`\n[${rule}] ${rules.ruleTitles[rule]}: ${ofRule.length}`);
    for (const { where, message } of ofRule) {
      console.log(`  ${where}`);
      console.log(`    ${message}`);
    }
  }
}
process.exit(findings.length > 0 ? 1 : 0);
