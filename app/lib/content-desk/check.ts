// The checks a version passes before a principal sees it: its body parsed with its kind's schema
// (issues by field, in an editor's words), then the launch sign-off's rules (app/lib/compliance)
// run on the content as it would be with this version published: the snapshot with the version
// swapped in. Only findings about this version's item are returned; the stale-figure rule is the
// compliance module's own.
import type { z } from "zod";
import { statInfo } from "~/content/model-stats";
import { findModel, investmentModels } from "~/content/models";
import { etfs } from "~/content/etfs";
import { site } from "~/content/site";
import { dayIn } from "~/lib/day-in-zone";
import { placeholderFindings, type Finding } from "~/lib/compliance";
import { borrowedRecordFindings, figureFindings } from "~/lib/compliance/figures";
import { fundFindings } from "~/lib/compliance/funds";
import { phraseFindings } from "~/lib/compliance/phrases";
import { proseFigureFindings, type OwnNames } from "~/lib/compliance/prose";
import { withTargets, zoneDrawdownFindings } from "~/lib/compliance/zones";
import { bodySchemas, itemKeySchemas, type BodyOf } from "./bodies";
import type { ContentKind, DeskRefusal, PublishedContent } from "./contract";
import { fundWithFacts, modelStatic, modelWithFigures, targetsOfBody } from "./merge";
import { builtInZoneData, placementsOf, zoneTargets } from "./zone-dataset";

export type BodyIssue = { path: string; message: string };
export type ParseResult<K extends ContentKind> = { ok: true; value: BodyOf<K> } | { ok: false; issues: BodyIssue[] };

/** "performance.rows[0].net" from zod's path. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === "number" ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    "",
  );
}

function issuesOf(error: z.ZodError, prefix?: string): BodyIssue[] {
  return error.issues.map((issue) => ({ path: pathText(prefix ? [prefix, ...issue.path] : issue.path), message: issue.message }));
}

/** A version's body parsed with its kind's schema: the value (trimmed, defaults filled) or every issue by field. */
export function parseBody<K extends ContentKind>(kind: K, body: unknown): ParseResult<K> {
  const result = (bodySchemas[kind] as z.ZodType).safeParse(body);
  return result.success ? { ok: true, value: result.data as BodyOf<K> } : { ok: false, issues: issuesOf(result.error) };
}

/** Whether `itemKey` names an item of `kind` (a model 1-7, one of the firm's funds, a slug...). */
export function parseItemKey(kind: ContentKind, itemKey: unknown): { ok: true; value: string } | { ok: false; issues: BodyIssue[] } {
  const result = (itemKeySchemas[kind] as z.ZodType<string>).safeParse(itemKey);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: issuesOf(result.error, "itemKey") };
}

const statLabels: Record<string, string> = Object.fromEntries(Object.entries(statInfo).map(([key, info]) => [key, info.label]));

/** The compliance module's field names, in the desk's words. */
const DESK_WORDS: readonly [RegExp, string][] = [
  [/ \(statsDates, statsBenchmark\)/g, ""],
  [/set recordOf: (\d+) so the page says/g, "say they are model $1's record (record of) so the page says"],
  [/recordOf names no model/g, "the model named as the record's owner does not exist"],
  [/^sample: (.*)$/s, "$1 is marked as a sample: replace it with the firm's own and clear the sample mark."],
  [/^text: (.*?): (.*)$/s, "$1: still to supply: $2 (clear the note once it is supplied)."],
  [/^url: (.*)$/s, "$1 is a placeholder address (.example): give the real one."],
  [/^image: (.*)$/s, "$1 is an example picture: give the firm's own."],
];

const inDeskWords = (finding: Finding): Finding => ({
  ...finding,
  message: DESK_WORDS.reduce((message, [pattern, words]) => message.replace(pattern, words), finding.message),
});

/** Findings of the whole-content rules moved to this item's address: "model-figures:3 › statsDates". */
function at(findings: readonly Finding[], from: string, to: string): Finding[] {
  return findings.map((finding) => ({
    ...finding,
    where: finding.where.startsWith(from) ? `${to}${finding.where.slice(from.length).replace(/^\./, " › ")}` : finding.where,
  }));
}

/** The firm's products by name and ticker, as published (the examples before anything is): their returns are the firm's own. */
export function ownNames(published: PublishedContent): OwnNames {
  const models = published.models.length > 0 ? published.models : investmentModels;
  const funds = published.funds.length > 0 ? published.funds : etfs;
  return { models: models.map((model) => model.name), funds: funds.flatMap((fund) => [fund.ticker, fund.name]) };
}

/** Placeholders, forbidden phrases and figures in a body's texts. */
function textFindings(where: string, record: unknown, published: PublishedContent): Finding[] {
  return [
    ...placeholderFindings({ [where]: record }),
    ...phraseFindings({ [where]: record }),
    ...proseFigureFindings({ [where]: record }, ownNames(published)),
  ];
}

const names = (id: number) => `(model ${id})`;

function modelFindings(itemKey: string, body: BodyOf<"model-figures">, published: PublishedContent, now: Date): Finding[] {
  const id = Number(itemKey);
  const where = `model-figures:${itemKey}`;
  const base = published.models.find((model) => model.id === id) ?? findModel(id);
  if (!base) return [];
  const model = modelWithFigures(modelStatic(base), body);
  const models = published.models.some((other) => other.id === id)
    ? published.models.map((other) => (other.id === id ? model : other))
    : [...published.models, model];
  const targets = { ...published.modelTargets, [id]: targetsOfBody(body) };
  const zoneData = published.zoneData ?? builtInZoneData();
  const own = (finding: Finding) => finding.message.includes(names(id));
  return [
    ...at(figureFindings([model], now, statLabels, "model"), "model[0]", where),
    ...borrowedRecordFindings(models, "models")
      .filter(own)
      .map((finding) => ({ ...finding, where: `${where} › stats` })),
    ...zoneDrawdownFindings(zoneTargets(zoneData), placementsOf(zoneData), withTargets(models, targets), "zone-data:zones › products")
      .filter(own)
      .map((finding) => ({ ...finding, where })),
    ...textFindings(where, { name: `${model.name} (model ${id})`, ...body }, published),
  ];
}

function fundFindingsOf(itemKey: string, body: BodyOf<"fund-facts">, published: PublishedContent, now: Date): Finding[] {
  const where = `fund-facts:${itemKey}`;
  const base = published.funds.find((fund) => fund.ticker === itemKey) ?? etfs.find((fund) => fund.ticker === itemKey);
  if (!base) return [];
  const fund = fundWithFacts(base, body);
  return [...at(fundFindings([fund], now, "fund"), "fund[0]", where), ...textFindings(where, { ticker: itemKey, ...body }, published)];
}

function zoneFindings(body: BodyOf<"zone-data">, published: PublishedContent): Finding[] {
  const models = published.models.length > 0 ? published.models : investmentModels;
  return [
    // The rule names the model and the zones; the index of a merged placement means nothing to an editor.
    // A model placed without a drawdown is found on its figures and by the content check; here the
    // placements are checked against what the models publish.
    ...zoneDrawdownFindings(zoneTargets(body), placementsOf(body), withTargets(models, published.modelTargets), "products", {
      requireDrawdown: false,
    }).map((finding) => ({ ...finding, where: "zone-data:zones › products" })),
    ...textFindings("zone-data:zones", body, published),
  ];
}

/**
 * The compliance findings of a version, on the content as it would be with it published. The
 * body must have been parsed (parseBody) first: an unparsed body throws.
 */
export function checkVersion(kind: ContentKind, itemKey: string, body: unknown, published: PublishedContent, now: Date): Finding[] {
  const parsed = parseBody(kind, body);
  if (!parsed.ok) throw new TypeError(`checkVersion: the ${kind} body does not parse; call parseBody first`);
  const value: unknown = parsed.value;
  const findings = (() => {
    switch (kind) {
      case "model-figures":
        return modelFindings(itemKey, value as BodyOf<"model-figures">, published, now);
      case "fund-facts":
        return fundFindingsOf(itemKey, value as BodyOf<"fund-facts">, published, now);
      case "zone-data":
        return zoneFindings(value as BodyOf<"zone-data">, published);
      default:
        return textFindings(`${kind}:${itemKey}`, value, published);
    }
  })();
  return findings.map(inDeskWords);
}

/** How far before the day it is submitted a new article may be dated: the days of its review. */
export const NEW_ARTICLE_DATE_DAYS = 7;

/**
 * An article dated well before it is submitted: its page and its mail would say it was published
 * then. A new version of a live article keeps the live one's date, or takes a date of its own as
 * a new article does (found in a compliance review: a revision re-dated to 2019 went live listed
 * as published then). One dated later goes live on its day at the earliest (the store refuses an
 * earlier approval).
 */
export function submissionIssues(
  kind: ContentKind,
  itemKey: string,
  body: unknown,
  published: PublishedContent,
  now: Date,
): { path: string; message: string }[] {
  if (kind !== "commentary") return [];
  const { date } = body as BodyOf<"commentary">;
  const live = published.articles.find((article) => article.meta.slug === itemKey);
  const earliest = dayIn(site.timeZone, new Date(now.getTime() - NEW_ARTICLE_DATE_DAYS * 86_400_000));
  if (date >= earliest || date === live?.meta.date) return [];
  const message = live
    ? `A new version keeps the article's date (${live.meta.date}) or is dated when it goes live, at most ${NEW_ARTICLE_DATE_DAYS} days before it is submitted: its page shows this date as the day it was published.`
    : `A new article is dated when it goes live, at most ${NEW_ARTICLE_DATE_DAYS} days before it is submitted: its page shows this date as the day it was published.`;
  return [{ path: "date", message }];
}

/**
 * Everything that keeps a version from being submitted, as the desk refuses it: the item key's
 * and the body's issues (`body`), else the compliance findings (`invalid`); undefined when none.
 */
export function submissionRefusal(
  kind: ContentKind,
  itemKey: string,
  body: unknown,
  published: PublishedContent,
  now: Date,
): Extract<DeskRefusal, { reason: "body" | "invalid" }> | undefined {
  const key = parseItemKey(kind, itemKey);
  const parsed = parseBody(kind, body);
  const issues = [
    ...(key.ok ? [] : key.issues),
    ...(parsed.ok ? [] : parsed.issues),
    ...(parsed.ok ? submissionIssues(kind, itemKey, parsed.value, published, now) : []),
  ];
  if (issues.length > 0) return { reason: "body", issues };
  const findings = checkVersion(kind, itemKey, body, published, now);
  return findings.length > 0 ? { reason: "invalid", findings } : undefined;
}
