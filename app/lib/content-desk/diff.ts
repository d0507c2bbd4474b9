// What changed between two versions of one item, as lines an approver reads: "performance 1 year
// net: 5.1% → 5.4%", "Zone 4 (qualified), allocation Bonds: 45% → 40%", "holding SPY: added, 30%".
// For the review screen and the zone data proposals. Long texts (an article, a reasoning) are
// said to have changed, with their length; the screen shows them side by side.
import { statInfo } from "~/content/model-stats";
import { ACCOUNT_TYPES, ZONES } from "~/lib/zones";
import type { BodyOf } from "./bodies";
import { parseBody } from "./check";
import type { ContentKind } from "./contract";

type Entry = [label: string, text: string, long?: boolean];

const pct = (value: number | undefined) => (value === undefined ? "not given" : `${Math.round(value * 1000) / 1000}%`);
const yesNo = (value: boolean) => (value ? "yes" : "no");
const periodName = (period: string) => period.toLowerCase();
const statLabel = (key: string) => statInfo[key as keyof typeof statInfo]?.label ?? key;

function put(entries: Entry[], label: string, value: string | number | undefined | null, long = false) {
  if (value === undefined || value === null || value === "") return;
  entries.push([label, String(value), long]);
}

const flatten: { [K in ContentKind]: (body: BodyOf<K>) => Entry[] } = {
  commentary(body) {
    const entries: Entry[] = [];
    put(entries, "title", body.title);
    put(entries, "summary", body.summary);
    put(entries, "author", body.author);
    put(entries, "date", body.date);
    put(entries, "review by", body.reviewBy);
    put(entries, "sample", yesNo(body.sample));
    put(entries, "text", body.markdown, true);
    return entries;
  },
  media(body) {
    const entries: Entry[] = [];
    put(entries, "type", body.type.replace("-", " "));
    put(entries, "date", body.date);
    put(entries, "title", body.title);
    put(entries, "summary", body.summary);
    put(entries, "outlet", body.outlet);
    put(entries, "address", body.url);
    put(entries, "sample", yesNo(body.sample));
    return entries;
  },
  "model-figures"(body) {
    const entries: Entry[] = [];
    for (const stat of body.stats) {
      put(entries, statLabel(stat.key), stat.value);
      put(entries, `${statLabel(stat.key)} note`, stat.qualifier);
    }
    if (body.statsDates) put(entries, "statistics period", `${body.statsDates.from ?? "not given"} to ${body.statsDates.to}`);
    put(entries, "statistics benchmark", body.statsBenchmark);
    put(entries, "record of", body.recordOf === undefined ? undefined : `model ${body.recordOf}`);
    const performance = body.performance;
    if (performance) {
      put(entries, "performance as of", performance.asOf);
      put(entries, "performance inception", performance.inception);
      put(entries, "performance benchmark", performance.benchmark);
      put(entries, "performance fee note", performance.feeNote);
      for (const row of performance.rows) {
        put(entries, `performance ${periodName(row.period)} net`, pct(row.net));
        put(entries, `performance ${periodName(row.period)} gross`, pct(row.gross));
        put(entries, `performance ${periodName(row.period)} benchmark`, pct(row.benchmark));
      }
    }
    for (const target of body.targets) put(entries, statLabel(target.key), `${target.value} (${target.basis})`);
    put(entries, "targets stated", body.targetsStated);
    put(entries, "risk note", body.riskNote);
    if (body.holdings) {
      put(entries, "holdings as of", body.holdings.asOf);
      for (const position of body.holdings.positions) {
        put(entries, `holding ${position.ticker}`, pct(position.weight));
        put(entries, `holding ${position.ticker} name`, position.name);
      }
    }
    put(entries, "still to supply", body.example);
    return entries;
  },
  "fund-facts"(body) {
    const entries: Entry[] = [];
    put(entries, "objective", body.objective);
    put(entries, "gross expense ratio", body.grossExpenseRatio);
    put(entries, "net expense ratio", body.netExpenseRatio);
    put(entries, "fee waiver ends", body.waiverEnds);
    for (const risk of body.principalRisks) put(entries, `principal risk "${risk.name}"`, risk.text);
    put(entries, "prospectus date", body.prospectusDate);
    put(entries, "inception date", body.inceptionDate);
    put(entries, "exchange", body.exchange);
    if (body.performance) {
      put(entries, "performance as of", body.performance.asOf);
      for (const row of body.performance.rows) {
        put(entries, `performance ${periodName(row.period)} at NAV`, pct(row.nav));
        put(entries, `performance ${periodName(row.period)} at market price`, pct(row.market));
      }
    }
    put(entries, "still to supply", body.example);
    return entries;
  },
  "zone-data"(body) {
    const entries: Entry[] = [];
    for (const zone of ZONES) {
      const record = body.zones[`${zone}`];
      put(entries, `Zone ${zone}, risk level`, record.risklevel);
      put(entries, `Zone ${zone}, time horizon`, record.timehorizon);
      put(entries, `Zone ${zone}, expected return`, record.expectedreturn);
      put(entries, `Zone ${zone}, max drawdown`, record.maxdrawdown);
    }
    for (const account of ACCOUNT_TYPES)
      for (const zone of ZONES) {
        for (const item of body.allocations[account][`${zone}`])
          put(entries, `Zone ${zone} (${account}), allocation ${item.instrument}`, pct(item.percentage));
        for (const product of body.products[account][`${zone}`])
          put(entries, `Zone ${zone} (${account}), ${product.kind} ${product.id}`, product.why);
      }
    return entries;
  },
  signal(body) {
    const entries: Entry[] = [];
    put(entries, "model", `model ${body.modelId}`);
    put(entries, "effective date", body.effectiveDate);
    put(entries, "title", body.title);
    for (const trade of body.trades) {
      put(entries, `trade ${trade.ticker}, weight before`, pct(trade.before));
      put(entries, `trade ${trade.ticker}, weight after`, pct(trade.after));
      put(entries, `trade ${trade.ticker} name`, trade.name);
    }
    put(entries, "reasoning", body.reasoning, true);
    return entries;
  },
};

/** One labelled value of a body, as an approver reads it; `long` for an article's or a reasoning's text. */
export type BodyEntry = { label: string; text: string; long: boolean };

/** A body's labelled values in the changes' words, or null when it cannot be read as its kind. */
function readEntries(kind: ContentKind, body: unknown): Entry[] | null {
  const parsed = parseBody(kind, body);
  return parsed.ok ? (flatten[kind] as (body: unknown) => Entry[])(parsed.value) : null;
}

/**
 * A version's body as the labelled values an approver reads, in the words of its changes
 * ("Sharpe Ratio", "performance 1 year net: 6.1%", "sample: no"); null when it cannot be read.
 */
export function bodyEntries(kind: ContentKind, body: unknown): BodyEntry[] | null {
  return (
    readEntries(kind, body)?.map(([label, text, long]) => ({
      label: label.charAt(0).toUpperCase() + label.slice(1),
      text,
      long: long === true,
    })) ?? null
  );
}

const chars = (text: string) => `${text.length.toLocaleString("en-US")} characters`;

/**
 * The lines that say what `after` changes from `before` (null: the item's first version, every
 * value listed as added). Empty when nothing changed.
 */
export function diffBodies(kind: ContentKind, before: unknown, after: unknown): string[] {
  const now = readEntries(kind, after);
  const earlier = before === null || before === undefined ? [] : readEntries(kind, before);
  if (!now) return ["The new version's body cannot be read: fix its fields first."];
  if (!earlier) return ["The earlier version's body cannot be read: compare the versions' fields by eye."];
  const old = new Map(earlier.map(([label, text, long]) => [label, { text, long }]));
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const [label, text, long] of now) {
    seen.add(label);
    const was = old.get(label);
    if (!was) lines.push(long ? `${label}: added (${chars(text)})` : `${label}: added, ${text}`);
    else if (was.text !== text)
      lines.push(long ? `${label}: changed (${chars(was.text)} → ${chars(text)})` : `${label}: ${was.text} → ${text}`);
  }
  for (const [label, { text, long }] of old)
    if (!seen.has(label)) lines.push(long ? `${label}: removed` : `${label}: removed (was ${text})`);
  return lines;
}
