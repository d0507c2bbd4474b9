// Fair balance: phrases the firm's words must not use, because they promise an outcome, state a
// risk level as a fact without the measures behind it, or claim what the site cannot
// substantiate. Every text of the content is searched; a finding names the phrase and where.
import type { Finding } from "./findings";

export type ForbiddenPhrase = { pattern: RegExp; why: string };

export const forbiddenPhrases: readonly ForbiddenPhrase[] = [
  { pattern: /peace of mind/i, why: "promises a feeling no investment can assure" },
  {
    pattern: /\blow[- ]risk[.,]?\s+low[- ]volatility\b/i,
    why: "states low risk and low volatility as facts of every solution, without the measures behind them",
  },
  { pattern: /\bminimal risk\b/i, why: "understates the risk of holdings that include equity" },
  {
    pattern: /\bprotects? (?:(?:your |the |their )?clients'? |your |the |their )?principal\b/i,
    why: "promises the principal is safe; investments can lose value",
  },
  { pattern: /\bexceptional (?:client )?outcomes?\b/i, why: "promises results" },
  { pattern: /(?<![$\w.,])\d[\d.,]*\s+billion\b/i, why: "an amount without its unit and its source" },
  { pattern: /\bartificial[- ]intelligence\b/i, why: "an unsubstantiated claim about how positions are chosen" },
  { pattern: /\brisk[- ]free\b(?! rate)/i, why: "no investment is free of risk" },
  { pattern: /\b(?:cannot|can't|never|won't) lose\b/i, why: "promises there will be no loss" },
  { pattern: /\bmaximi[sz]e\b[^.]{0,30}\b(?:returns?|growth)\b/i, why: "promises the largest outcome" },
  // A guarantee denied in its clause ("does not guarantee", "doesn't", "no strategy can
  // guarantee", "without any guarantee", "No Bank Guarantee") is a disclosure, and so is a
  // Treasury's guarantee by the U.S. government.
  {
    pattern:
      /(?<!(?:\b(?:not|no|never|nor|cannot|nothing|none|neither|without|bank)\b|n't)[^.,;:!?]{0,25})\bguarantee[sd]?\b(?! by the U\.?S\.? (?:government|Treasury))/i,
    why: "promises a result",
  },
  {
    pattern:
      /\bsafest\b|\bsafe (?:investments?|choices?|bets?|returns?|income|portfolios?)\b|\b(?:stay|stays|staying|kept|keeps?) (?:clients |you |investors )?safe\b/i,
    why: "calls an investment safe",
  },
  {
    pattern: /\bbest(?:[- ]in[- ]class| (?:choice|investments?|funds?|models?|portfolios?|performing|returns?))\b/i,
    why: "a superlative the site cannot substantiate",
  },
  { pattern: /\b(?:can|could) (?:count|rely) on\b/i, why: "promises an outcome clients can rely on" },
  {
    pattern:
      /\bnever (?:had|posted|suffered|seen|delivered) (?:a |any )?(?:losing|negative|down) (?:calendar )?(?:years?|quarters?|months?)\b|\bnever lost money\b/i,
    why: "a record of no losses, chosen to impress, without its period and the results it leaves out",
  },
  {
    pattern: /\b(?:beat|beats|beaten|outperformed|outperforms?) (?:its|their|the|our) benchmarks?\b/i,
    why: "a performance claim in prose: performance is shown in the figures' table, net and gross, with its periods and benchmark",
  },
  {
    pattern: /\bmoney[- ]market (?:safety|stability)\b|\bas safe as\b|\bsafety of (?:a )?(?:money[- ]market|cash|bank|CDs?)\b/i,
    why: "compares an investment with the safety of cash or a money market fund",
  },
  {
    // "#1" starts with no word character, so no word boundary before it.
    pattern:
      /\b(?:named|ranked|rated|voted|awarded|recognized)\b[^.!?]{0,60}(?:\b(?:top \d+|best|no\.? ?1|leading)\b|#\s?1\b|\bnumber one\b)/i,
    why: "a third-party rating, which needs its date, its period, who gave it and whether it was paid for (Marketing Rule)",
  },
  // A client's or advisor's words about the firm in prose ("A retiree we work with said our models...").
  {
    pattern:
      /\b(?:clients?|retirees?|investors?|customers?|advisors?)\b[^.!?]{0,40}\b(?:said|says?|told|tell|tells|wrote|writes?|praised?|praises|loves?|loved|recommends?|recommended)\b[^.!?]{0,40}\b(?:our|the firm's|its|us|we)\b/i,
    why: "a testimonial, which needs the Marketing Rule's disclosures and the firm's review",
  },
  { pattern: /\bnever miss\b/i, why: "promises an outcome" },
  {
    pattern: /\bback[- ]?test(?:s|ed|ing)?\b|\bwould have (?:returned|earned|gained|grown|made|turned)\b/i,
    why: "hypothetical (backtested) performance in prose: it needs its assumptions and the audience it suits, and belongs in the figures' tables, not in an article",
  },
  {
    pattern:
      /\b(?:[1-5]|one|two|three|four|five)[- ]stars?\b|\b(?:Morningstar|Lipper|Zacks)\b[^.!?]{0,40}\b(?:rat(?:ed|es|ing)|ranked|awarded|gave)\b/i,
    why: "a third-party rating, which needs its date, its period, who gave it and whether it was paid for (Marketing Rule)",
  },
  {
    pattern:
      /\b(?:will|would|does|do|did|shall) not lose\b|\b(?:won't|doesn't|don't|wouldn't) lose\b|\bno risk (?:to|of)\b|\bwithout (?:any )?risk\b/i,
    why: "promises there will be no loss",
  },
  { pattern: /\b(?:set|bound) to (?:rally|soar|surge|rise|climb|jump)\b/i, why: "predicts a market move" },
  {
    pattern:
      /\b(?:proprietary|our|its|an) AI\b|\bAI[- ](?:driven|powered|picks?|selects?|chooses?)\b|\bAI\b[^.!?]{0,30}\b(?:picks?|selects?|chooses?|predicts?) (?:the )?(?:winners?|stocks?|funds?|trades?|positions?)\b/,
    why: "an unsubstantiated claim about how positions are chosen",
  },
  {
    pattern:
      /\b(?:signals?|calls?|trades?|picks?|recommendations?)\b[^.!?]{0,60}\b(?:gained|returned|rose|made|earned|delivered|was up|were up)\s+\d+(?:\.\d+)?\s?%/i,
    why: "a past recommendation's profit: the Marketing Rule asks for every recommendation of the period, the losing ones too, not one chosen to impress",
  },
  { pattern: /\bpoised (?:for|to)\b/i, why: "predicts a market move" },
  // The firm's own past advice to buy or sell, named in prose ("Last March we told advisors to buy RSMV").
  {
    pattern:
      /\b(?:we|our (?:team|desk|analysts?|signals?|models?))\b[^.!?]{0,30}\b(?:told|advised|recommended|urged|called on)\b[^.!?]{0,40}\b(?:buy(?:ing)?|sell(?:ing)?|trim(?:ming)?|add(?:ing)? to|reduc(?:e|ing))\b/i,
    why: "a past specific recommendation: the Marketing Rule asks for every recommendation of the period, the losing ones too, with their results, not one chosen to impress",
  },
  // A quotation introduced by whose words they are: "Jane, an RIA in Ohio: “I moved all my clients...”".
  {
    pattern: /\b(?:clients?|investors?|customers?|advisors?|RIAs?|retirees?)\b[^.!?:”"]{0,60}:\s*[“"]/i,
    why: "a testimonial, which needs the Marketing Rule's disclosures and the firm's review",
  },
  { pattern: /\b(?:we|I) promise\b|\bpromised? (?:returns?|results?|gains?|growth|income)\b/i, why: "promises a result" },
  {
    pattern:
      /\b(?:signals?|calls?|picks?|recommendations?|trades?)\b[^.!?]{0,40}\b(?:(?:were|was) (?:all )?(?:winners?|winning|profitable|right)|paid off)\b/i,
    why: "a past recommendation's profit: the Marketing Rule asks for every recommendation of the period, the losing ones too, not one chosen to impress",
  },
  // A quotation attributed to a client ("...” — a retired client; "...,” said one of our clients).
  {
    pattern: /[”"]\s*(?:[—–-]|(?:says|said|writes|wrote)\b)[^.!?”"]{0,40}?\b(?:client|investor|customer)s?\b/i,
    why: "a testimonial, which needs the Marketing Rule's disclosures and the firm's review",
  },
  // Found in a compliance review, each passed by the desk's checks and caught by the principal.
  {
    pattern: /\bsafe,? (?:and )?low(?:er)?[- ]risk\b|\blow(?:er)?[- ]risk way to (?:earn|grow|invest|save)\b/i,
    why: "calls an investment safe and low in risk as a fact",
  },
  {
    pattern: /\b(?:none of the|without(?: the| any)?|free (?:of|from)(?: the)?|no more) (?:worry|worries|stress|anxiety)\b/i,
    why: "promises a feeling no investment can assure",
  },
  {
    pattern:
      /\b(?:earns?|yields?|pays?|returns?) more than (?:a |an )?(?:CDs?|certificates? of deposit|savings accounts?|bank (?:accounts?|deposits?)|money[- ]market)\b/i,
    why: "compares with an insured deposit's return, without the risks that deposit does not carry",
  },
  {
    pattern:
      /\bexpect(?:s|ed)? (?:the |their |its |our |these |this )?(?:\w+ )?(?:returns?|gains?|performance|growth|results?) to (?:continue|persist|rise|grow|keep|repeat)\b/i,
    why: "predicts returns",
  },
  {
    pattern: /\bwill (?:help (?:to )?)?(?:protect|shield|insulate)\b[^.!?]{0,50}\b(?:from|against)\b/i,
    why: "promises protection from losses",
  },
  {
    pattern:
      /\b(?:avoided|sidestepped|escaped|dodged|missed|stayed out of|steered clear of|sat out)\b[^.!?]{0,40}\b(?:drawdowns?|declines?|crash(?:es)?|sell-?offs?|bear markets?|losses|downturns?)\b/i,
    why: "a past result chosen to impress: the Marketing Rule asks for the period's results, the losing ones too, with the figures' tables",
  },
];

/** How far either way of a match its sentence is looked for: the quote stays short, and the search linear. */
const SENTENCE_REACH = 300;

/** Whether a sentence ends at `at`: a line break, or ".", "!" or "?" before a space or the end ("7.2%" goes on). */
function endsSentence(text: string, at: number): boolean {
  const char = text[at];
  if (char === "\n") return true;
  return (char === "." || char === "!" || char === "?") && (at + 1 >= text.length || /\s/.test(text[at + 1]!));
}

/** The sentence (or line) of `text` around the match at `index`, shortened at a word to about 120 characters. */
function sentenceAround(text: string, index: number, length: number): string {
  let start = index;
  while (start > 0 && index - start < SENTENCE_REACH && !endsSentence(text, start - 1)) start--;
  let end = index + length;
  while (end < text.length && end - index < SENTENCE_REACH && !endsSentence(text, end)) end++;
  const sentence = text
    .slice(start, Math.min(end + 1, text.length))
    .replace(/\s+/g, " ")
    .trim();
  return sentence.length > 120 ? `${sentence.slice(0, 117).replace(/\s+\S*$/, "")}...` : sentence;
}

/** Every forbidden phrase in the texts of `modules` (a module's name -> its exports). */
export function phraseFindings(
  modules: Readonly<Record<string, unknown>>,
  phrases: readonly ForbiddenPhrase[] = forbiddenPhrases,
): Finding[] {
  return textFindings(modules, (text, where) =>
    phrases.flatMap(({ pattern, why }) => {
      const match = text.match(pattern);
      if (!match) return [];
      // The sentence it is in, when the text holds more than that sentence: where to find it.
      const sentence = sentenceAround(text, match.index ?? 0, match[0].length);
      const found = sentence === match[0].trim() || sentence === text.trim() ? `"${match[0]}"` : `"${match[0]}" in "${sentence}"`;
      return [{ rule: "forbidden-phrase" as const, where, message: `${found}: ${why}.` }];
    }),
  );
}

/**
 * The findings `check` makes of each text in `modules` (a module's name -> its exports), each
 * text named by its module and path ("app/content/home.ts › hero.title").
 */
export function textFindings(modules: Readonly<Record<string, unknown>>, check: (text: string, where: string) => Finding[]): Finding[] {
  const findings: Finding[] = [];
  const seen = new WeakSet<object>();
  const walk = (value: unknown, where: string): void => {
    if (typeof value === "string") return void findings.push(...check(value, where));
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${where}[${index}]`));
    for (const [key, item] of Object.entries(value)) walk(item, where.endsWith("›") ? `${where} ${key}` : `${where}.${key}`);
  };
  for (const [name, exports] of Object.entries(modules)) walk(exports, `${name} ›`);
  return findings.map((finding) => ({ ...finding, where: finding.where.replace(/ ›$/, "") }));
}
