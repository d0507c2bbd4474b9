// The content's compliance review (app/lib/compliance): lists every finding, rule by rule, with
// where it is and what is wrong, and exits with 1 while any remains, 0 when none does: the
// placeholders the firm must replace, figures without their period (or older than the latest
// year-end), borrowed records, zones contradicting their models' drawdowns, promissory phrases
// and missing fund or firm disclosures. The production server with SITE_STAGE=live refuses to
// start on the same findings. Reads the sources through Vite, so it needs no build.
// With --published it checks what the site publishes instead (the publishing desk's versions in
// the database, through the running server when it owns the embedded database), and lists the
// published versions past their review-by date; that reads the server build (npm run build).
// Usage: npm run content:check [-- --json] [-- --published]
import { fileURLToPath } from "node:url";
import { serverCli } from "./cli-support.js";

const json = process.argv.includes("--json");
const { findings, rules } = process.argv.includes("--published") ? await publishedFindings() : await sourceFindings();

/** The findings in app/content's sources, read through Vite. */
async function sourceFindings() {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { contentFindings } = await vite.ssrLoadModule("/app/.server/content-review.ts");
    const rules = await vite.ssrLoadModule("/app/lib/compliance/index.ts");
    return { findings: contentFindings(new Date()), rules };
  } finally {
    await vite.close();
  }
}

/** The findings in what the database publishes, read with the server build. */
async function publishedFindings() {
  const cli = await serverCli();
  try {
    return { findings: await cli.readPublishedFindings(), rules: cli };
  } catch (error) {
    console.error(`Could not read what is published: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
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
