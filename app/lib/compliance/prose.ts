// Figures in running text (an article, a media item, the site's copy): a return stated in a
// sentence must carry its period there, and the firm's own returns their fee basis and the 1-,
// 5- and 10-year periods; and no sentence may predict a return. The desk's checks run this on a version before it can be
// submitted, and the content check on what is published (ADR 0018).
import type { Finding } from "./findings";
import { textFindings } from "./phrases";

/** A percentage: digits bounded on both sides, so a long run of digits is read once (no backtracking). */
const FIGURE = String.raw`(?<![\d.])[-−+]?\d{1,15}(?:\.\d{1,6})?\s?(?:%|percent(?:age points?)?\b|basis points?\b|bps\b)`;
const PERCENT = new RegExp(FIGURE, "i");
/** A verb or noun that makes a percentage a performance figure (not a level returned to). */
const PERFORMANCE =
  /\b(?:(?:returned|returns?)(?!\s+(?:back\s+)?to\b)|gained|gains?|grew|outperformed|underperformed|beat|delivered|earned|rose|climbed|rallied|advanced|jumped|surged|fell|dropped|declined|lost|(?:was|were|is|are|ended|finished|closed) (?:up|down))\b/i;
const MONTH = "January|February|March|April|May|June|July|August|September|October|November|December";
/** Words that give a figure its period. */
const PERIOD = new RegExp(
  `\\b(?:years?|annual(?:ized|ly)?|quarters?|Q[1-4]|months?|monthly|weeks?|YTD|year-to-date|since inception|as of|through|(?:19|20)\\d\\d|${MONTH})\\b`,
  "i",
);
/** "Our view", "our outlook": an opinion of others' products, not a product of ours. */
const NOT_OURS = String.raw`(?!(?:view|opinion|outlook|estimates?|reading|analysis|research|experience|judge?ment|take)\b)`;
/**
 * The firm's models (their returns are hypothetical, ADR 0032): "our models", "our income models"
 * (up to four words between, but not "our view ..."), "the model", "model 4"; and its funds, whose
 * actual returns need their fee basis and standard periods: "our funds", "our ETFs", "the fund".
 * Their names and tickers are given by the caller.
 */
const OWN_MODEL = new RegExp(
  String.raw`\b(?:[Oo]ur ${NOT_OURS}(?:[\w&.+-]+ ){0,4}?(?:[Mm]odels?|[Pp]ortfolios?|[Ss]trateg(?:y|ies))|[Tt]he (?:[Mm]odels?|[Pp]ortfolios?|[Ss]trateg(?:y|ies))|[Mm]odel \d+)\b`,
);
const OWN_FUND = new RegExp(String.raw`\b(?:[Oo]ur ${NOT_OURS}(?:[\w&.+-]+ ){0,4}?(?:[Ff]unds?|ETFs?)|[Tt]he [Ff]und)\b`);

/** The firm's products, by name (any case) or ticker (as written). */
export type OwnNames = { models?: readonly string[]; funds?: readonly string[] };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A test for any of `names`: a name in any case, a ticker (2 to 6 capitals) as written. */
function namedIn(names: readonly string[] = []): (sentence: string) => boolean {
  const words = names.map((name) => name.trim()).filter((name) => name.length > 1);
  const tickers = words.filter((word) => /^[A-Z]{2,6}$/.test(word));
  const titles = words.filter((word) => !tickers.includes(word));
  const byName = titles.length > 0 ? new RegExp(`(?<![\\w&])(?:${titles.map(escaped).join("|")})(?![\\w&])`, "i") : null;
  const byTicker = tickers.length > 0 ? new RegExp(`\\b(?:${tickers.join("|")})\\b`) : null;
  return (sentence) => Boolean(byName?.test(sentence)) || Boolean(byTicker?.test(sentence));
}

type Owners = { model: (sentence: string) => boolean; fund: (sentence: string) => boolean };

function owners(own: OwnNames): Owners {
  const model = namedIn(own.models);
  const fund = namedIn(own.funds);
  return {
    model: (sentence) => OWN_MODEL.test(sentence) || model(sentence),
    fund: (sentence) => OWN_FUND.test(sentence) || fund(sentence),
  };
}
/** A hypothetical target named in a sentence: "targets 6-8% a year", "a targeted max drawdown of 10%". */
const TARGET = new RegExp(String.raw`\btarget(?:s|ed|ing)?\b[^.!?]{0,60}?` + FIGURE, "i");
const FEE_BASIS = /\b(?:net|gross)\b/i;
/** A return stated net or gross of fees: a managed account's or product's, never an index's. */
const FEES_STATED = /\b(?:net|gross) of (?:\w+ ){0,3}?fees?\b|\(\s*[-−+]?\d[\d.]*\s?%\s+gross\s*\)/i;
/** A figure the sentence gives as someone else's: an index's, a category's, a survey's. */
const THIRD_PARTY = /\baccording to\b|\bind(?:ex|ices)\b|\bcategory average\b|\bpeer group\b/i;
/**
 * The periods the Marketing Rule asks beside a portfolio's return: 1, 5 and 10 years, or since
 * inception for a younger one. A sentence that names the one-year return and a longer one, in
 * either order, passes. Two searches, each linear in the sentence.
 */
const ONE_YEAR = /\b(?:1|one)[- ]year\b/i;
const LONGER_PERIOD = /\b(?:5|five|10|ten)[- ]years?\b|\bsince inception\b/i;
const standardPeriods = (sentence: string) => ONE_YEAR.test(sentence) && LONGER_PERIOD.test(sentence);

/**
 * A sentence that predicts a return or a market's move: "we expect the model to return 8%", "will
 * gain 5%", "expect returns of 8%", "expect the S&P 500 to rise 15%". Not a rate or a price coming back to a level ("inflation should return to 2%").
 */
const PREDICTION = new RegExp(
  String.raw`\b(?:(?:(?:expects?|expected|anticipates?|anticipated|forecasts?|projects?|projected|predicts?|predicted|likely|set)\b[^.!?]{0,40}?\bto|will|should|could|may|might)\s+(?:\w+\s+){0,2}?(?:return|gain|earn|deliver|outperform|rise|climb|rally|rallie|jump|soar|surge|grow)\w*\b(?!\s+(?:back\s+)?to\b)|(?:expects?|expected|anticipates?|forecasts?|projects?|projected|predicts?)\b[^.!?]{0,40}?\breturns?\s+of\b)[^.!?]{0,40}?` +
    FIGURE,
  "i",
);

/** Abbreviations whose full stop does not end a sentence. */
const NOT_AN_END = /(?<!\b(?:[A-Z]\.[A-Z]|vs|e\.g|i\.e|etc|Inc|Co|No|Mr|Ms|Dr|St)\.)/;
const SENTENCE_END = new RegExp(`${NOT_AN_END.source}(?<=[.!?])\\s+`);

/**
 * The sentences of a text: paragraphs (a blank line apart), Markdown's headings and list items
 * each on their own, a paragraph's wrapped lines joined again.
 */
const sentencesOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.split(/\n(?=\s*(?:[#>*+-]|\d+[.)])\s)/))
    .map((block) => block.replace(/\s*\n\s*/g, " "))
    .flatMap((block) => block.split(SENTENCE_END))
    .map((sentence) => sentence.replace(/^[#>*+\-\d.)\s]+/, "").trim())
    .filter(Boolean);

/** The findings of one text at `where`; `own`: the firm's models' and funds' names and tickers. */
export function proseFindings(text: string, where: string, own: OwnNames = {}): Finding[] {
  return sentenceFindings(text, where, owners(own));
}

function sentenceFindings(text: string, where: string, own: Owners): Finding[] {
  const findings: Finding[] = [];
  for (const sentence of sentencesOf(text)) {
    const quoted = sentence.length > 90 ? `${sentence.slice(0, 87)}...` : sentence;
    if (!PERCENT.test(sentence)) continue;
    const prediction = sentence.match(PREDICTION);
    if (prediction) {
      findings.push({
        rule: "forbidden-phrase",
        where,
        message: `"${prediction[0]}": predicts a return; a projection may be shown only as a hypothetical figure with its assumptions, never in running text.`,
      });
      continue;
    }
    const model = own.model(sentence);
    const fund = own.fund(sentence);
    // A model's figures are hypothetical (ADR 0032): shown with the model's figures, to advisors only.
    if ((model || fund) && TARGET.test(sentence)) {
      findings.push({
        rule: "forbidden-phrase",
        where,
        message: `"${quoted}": a hypothetical target in running text; the firm's targets are shown only with their assumptions, to signed-in advisors, in the figures' tables.`,
      });
      continue;
    }
    if (!PERFORMANCE.test(sentence)) continue;
    if (model && !fund) {
      findings.push({
        rule: "forbidden-phrase",
        where,
        message: `"${quoted}": a model's return is hypothetical (no client account earned it), shown only with the model's figures to signed-in advisors, never in running text.`,
      });
      continue;
    }
    if (!PERIOD.test(sentence))
      findings.push({
        rule: "figure-period",
        where,
        message: `"${quoted}": a return without its period; say over what time, in the same sentence.`,
      });
    else if (fund && !FEE_BASIS.test(sentence))
      findings.push({
        rule: "figure-period",
        where,
        message: `"${quoted}": the firm's own return without its basis; say net of fees (and gross beside it) in the same sentence.`,
      });
    else if ((fund || (FEES_STATED.test(sentence) && !THIRD_PARTY.test(sentence))) && !standardPeriods(sentence))
      findings.push({
        rule: "figure-period",
        where,
        message: `"${quoted}": the firm's own return for one period alone; the Marketing Rule asks for its 1-, 5- and 10-year returns (or since inception) beside it, as the model's figures show them.`,
      });
  }
  return findings;
}

/** Every finding in the texts of `modules` (a module's name -> its exports); `own` as proseFindings. */
export function proseFigureFindings(modules: Readonly<Record<string, unknown>>, own: OwnNames = {}): Finding[] {
  const found = owners(own);
  return textFindings(modules, (text, where) => sentenceFindings(text, where, found));
}
