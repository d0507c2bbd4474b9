// The compliance review of the site's own content (app/lib/compliance): what `npm run
// content:check` lists and what the production server checks at start. With SITE_STAGE=live the
// server refuses to start while anything is found, naming each finding; otherwise it warns once.
import { firmDisclosures } from "~/content/disclosures";
import { zoneProjectionBasis } from "~/content/hypothetical";
import { fundDisclosures, prospectusStatement } from "~/content/fund-disclosures";
import { statInfo } from "~/content/model-stats";
import { zoneProductRules } from "~/content/zone-products";
import { builtInZones } from "~/content/zones";
import { log as writeLog } from "~/.server/log";
import type { Settings } from "~/.server/settings";
import { countByRule, launchBlockers, reviewContent, type Finding } from "~/lib/compliance";
import type { PublishedContent } from "~/lib/content-desk/contract";
import type { FeeBasis } from "~/lib/hypothetical";
import { contentModules } from "./content-placeholders";
import { exampleContent, isExampleVersion } from "./published/example-content";

/**
 * Every finding in the site's content on the day `now`: its copy and what is `published` (what the
 * store serves), or without it the example content of app/content as the code holds it. A
 * published article's or media item's words are reviewed with the copy; the example ones are
 * where app/content keeps them. What is published also names each item still in its example
 * version: the code's own content is checked for what the firm must fill in, the store's for
 * what a principal has not approved.
 */
export function contentFindings(now = new Date(), published?: PublishedContent): Finding[] {
  const content = published ?? exampleContent();
  const publishedWords = Object.fromEntries([
    ...content.articles
      .filter((article) => !isExampleVersion(article.versionId))
      .map((article) => [`commentary:${article.meta.slug}`, { ...article.meta, markdown: article.markdown }]),
    ...content.media.filter((item) => !isExampleVersion(item.versionId)).map((item) => [`media:${item.id}`, item]),
  ]);
  return [
    ...(published ? unapprovedFindings(published) : []),
    ...zoneBasisFindings(),
    ...reviewContent(
      {
        modules: {
          ...contentModules(content.articles.filter((article) => isExampleVersion(article.versionId)).map((article) => article.meta)),
          ...publishedWords,
        },
        models: content.models,
        modelTargets: content.modelTargets,
        zones: builtInZones,
        placements: zoneProductRules,
        funds: content.funds,
        statLabels: Object.fromEntries(Object.entries(statInfo).map(([key, info]) => [key, info.label])),
        disclosures: {
          registration: firmDisclosures.registration,
          formAdvPart2A: firmDisclosures.formAdvPart2A,
          formCrs: firmDisclosures.formCrs,
          distributor: fundDisclosures.distributor,
          prospectusStatement,
        },
      },
      now,
    ),
  ];
}

/**
 * Every item whose live version is still its example one, published from the code at start:
 * no principal approved it, whatever its words (an article or a model's figures filled in
 * app/content with their example marks cleared included). The firm publishes its own version
 * of each through the desk, where a principal approves that exact version.
 */
function unapprovedFindings(content: PublishedContent): Finding[] {
  return Object.entries(content.stamps)
    .filter(([, stamp]) => isExampleVersion(stamp.versionId))
    .map(([where]) => ({
      rule: "unapproved",
      where,
      message:
        "published from the code (its example version) with no principal's approval: publish the firm's version through the desk (/staff/desk), where a principal approves it.",
    }));
}

/**
 * The zones' targets stated gross of fees alone. The Marketing Rule asks for net beside gross, as
 * prominent; the pages state one basis, so the firm states the targets net of its fees.
 */
export function zoneBasisFindings(basis: FeeBasis = zoneProjectionBasis): Finding[] {
  if (basis !== "gross") return [];
  return [
    {
      rule: "figure-period",
      where: "app/content/hypothetical.ts › zoneProjectionBasis",
      message:
        "the zones' expected return and max drawdown are stated gross of fees alone: state the firm's targets net of its fees (zoneProjectionBasis \"net\"), since gross needs net beside it.",
    },
  ];
}

export class LaunchBlocked extends Error {
  constructor(readonly findings: Finding[]) {
    super(
      `SITE_STAGE=live: the site does not start while the content check finds anything (${findings.length} found; npm run content:check lists them):\n` +
        findings.map((finding) => `  [${finding.rule}] ${finding.where}: ${finding.message}`).join("\n"),
    );
    this.name = "LaunchBlocked";
  }
}

/**
 * At start-up in production: under SITE_STAGE=live, throws LaunchBlocked naming every finding
 * (each also logged as an error); otherwise one warning with the count by rule. Returns the count.
 */
export function reviewContentAtStart(
  stage: Settings["SITE_STAGE"],
  log = writeLog,
  now = new Date(),
  content: PublishedContent = exampleContent(),
  /** Found besides the content: the release's own approval (app/.server/releases). */
  more: readonly Finding[] = [],
): number {
  const findings = [...contentFindings(now, content), ...more];
  if (findings.length === 0) return 0;
  const hint = 'npm run content:check lists them; the README\'s "Before going live" says what to fill in';
  const blockers = launchBlockers(findings);
  if (stage === "live" && blockers.length > 0) {
    for (const finding of blockers) log("error", "content.launch_blocked", { rule: finding.rule, where: finding.where });
    throw new LaunchBlocked(blockers);
  }
  log("warn", "content.findings", { count: findings.length, ...countByRule(findings), hint });
  return findings.length;
}
