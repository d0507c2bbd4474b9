// One spelling throughout the site: US English. Every content module and article is read as
// text (copy, comments and all) and checked for British spellings of the words a site like this
// uses; the list names the US form to write instead. ("Adviser" stays: it is the US legal term,
// as in the Investment Advisers Act.)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? contentFiles(path) : /\.(ts|tsx|md)$/.test(name) ? [path] : [];
  });
}

/** -our words whose US form ends in -or (neighbour -> neighbor). */
const OUR_STEMS = [
  "neighb",
  "col",
  "behavi",
  "fav",
  "hon",
  "lab",
  "hum",
  "rum",
  "harb",
  "endeav",
  "flav",
  "sav",
  "vap",
  "od",
  "rig",
  "vig",
  "arm",
  "parl",
  "splend",
  "val",
  "cand",
];
const OUR = new RegExp(`\\b(${OUR_STEMS.join("|")})our(s|ed|ing|ite|ites|able|ably|ful|less|hood|ly)?\\b`, "gi");

/** -ise/-isation words whose US form is -ize/-ization (recognise -> recognize); the rest keep -ise. */
const ISE = /\b[a-z]+(?:is|ys)(?:e|ed|es|ing|ation|ations|er|ers)\b/gi;
const ISE_IN_US_TOO = new Set(
  (
    "advise advised advises advising adviser advisers otherwise likewise clockwise exercise exercised exercises exercising enterprise enterprises premise " +
    "premises promise promised promises promising comprise comprised comprises comprising surprise surprised surprises surprising " +
    "franchise merchandise expertise revise revised revises revising devise devised supervise supervised supervises supervising " +
    "compromise compromised precise concise rise rises rising arise arises arising wise noise raise raised raises raising praise " +
    "cruise disguise demise paradise televise improvise despise advertise advertised advertises advertising chastise incise excise " +
    "treatise poise reprise tortoise turquoise porpoise mortise anise chemise bise this his is analysis thesis basis crisis crises " +
    "emphasis synopsis diagnosis hypothesis parenthesis analyses bases theses praised appraise appraised appraisal appraising " +
    "precisely wiser raiser fundraiser fundraising expertises revision visit visits visited visiting visitor visitors visible visibility " +
    "decisive decision decisions provision provisions revisions division divisions envision envisioned elise louise denise nyse"
  ).split(" "),
);

/** Single words spelled differently in US English. */
const WORDS: Record<string, string> = {
  centre: "center",
  centres: "centers",
  centred: "centered",
  programme: "program",
  programmes: "programs",
  licence: "license",
  licences: "licenses",
  catalogue: "catalog",
  catalogues: "catalogs",
  cheque: "check",
  cheques: "checks",
  defence: "defense",
  offence: "offense",
  pretence: "pretense",
  travelled: "traveled",
  travelling: "traveling",
  cancelled: "canceled",
  cancelling: "canceling",
  modelling: "modeling",
  modelled: "modeled",
  labelled: "labeled",
  labelling: "labeling",
  fuelled: "fueled",
  levelled: "leveled",
  signalled: "signaled",
  signalling: "signaling",
  counselled: "counseled",
  totalled: "totaled",
  fulfil: "fulfill",
  fulfilment: "fulfillment",
  enrol: "enroll",
  enrolment: "enrollment",
  instil: "instill",
  judgement: "judgment",
  ageing: "aging",
  grey: "gray",
  amongst: "among",
  whilst: "while",
  learnt: "learned",
  spelt: "spelled",
  practise: "practice",
  practised: "practiced",
  sceptical: "skeptical",
  focussed: "focused",
  "per cent": "percent",
};

/** The British spellings in a text, each with the US form. */
function britishSpellings(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(OUR)) found.push(`${match[0]} (-or)`);
  for (const match of text.matchAll(ISE)) if (!ISE_IN_US_TOO.has(match[0].toLowerCase())) found.push(`${match[0]} (-ize)`);
  for (const [british, us] of Object.entries(WORDS)) {
    for (const match of text.matchAll(new RegExp(`\\b${british}\\b`, "gi"))) found.push(`${match[0]} (${us})`);
  }
  return found;
}

describe("US English", () => {
  it("finds the British forms it looks for, and leaves US words alone", () => {
    expect(britishSpellings("Neighbouring zones; we recognise the colour of a realised gain, analysed in the centre.").sort()).toEqual([
      "Neighbouring (-or)",
      "analysed (-ize)",
      "centre (center)",
      "colour (-or)",
      "realised (-ize)",
      "recognise (-ize)",
    ]);
    expect(
      britishSpellings(
        "Advisors advise on enterprise premises; we recognize the color of realized gains, analyzed in the center; our labor; your tour.",
      ),
    ).toEqual([]);
  });

  it("is the only spelling of the site's content and articles", () => {
    const offenders = contentFiles("app/content").flatMap((file) => {
      const lines = readFileSync(file, "utf8").split("\n");
      return lines.flatMap((line, index) => britishSpellings(line).map((word) => `${file}:${index + 1} ${word}`));
    });
    expect(offenders).toEqual([]);
  });
});
