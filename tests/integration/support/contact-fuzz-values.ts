// Values for generated contact posts: valid ones to start from, and ways to make a field
// wrong that the form must refuse whatever the other fields hold.
import { contactLimits, contactSubjects } from "~/content/contact";
import type { Random } from "../../support/seeded-random";

/** A posted field: its name, its bytes (not necessarily UTF-8), and whether it is a file. */
export type PostedField = { key: string; value: Buffer; file?: boolean };

export const utf8 = (text: string) => Buffer.from(text, "utf8");

export const validValues = {
  name: ["Jane Advisor", "Zoë Ñúñez", "李小龙", "Seán O'Brien", "Jean-Luc Picard"],
  email: ["jane@advisors.example", "a+b@firm.example", "JANE.DOE@Firm.Example"],
  firmName: ["", "Advisors LLC", "Smith & Co.", "Müller Vermögen"],
  phoneNumber: ["", "+1 555 0100", "(555) 555-0100"],
  subject: contactSubjects.map((subject) => subject.value),
  message: ["Please review a client's portfolio.", "Line one\nLine two\r\n\tindented", "Is a drawdown < 5% and > 2% realistic?"],
  isFinancialAdvisor: [undefined, "on", "true", "false"],
};

export const requiredFields = ["name", "email", "subject", "message"] as const;
/** The fields checked for length, characters and markup. */
export const textFields = ["name", "firmName", "phoneNumber", "message"] as const;
export type TextField = (typeof textFields)[number];

const limits: Record<TextField | "email", number> = contactLimits;

/** Characters refused in any text field, in the middle of a text (where trimming cannot reach). */
export const oddCharacters = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000B",
  "\u000C",
  "\u001B",
  "\u001F",
  "\u007F",
  "\u0080",
  "\u0085",
  "\u009F",
  // bidirectional controls
  "\u061C",
  "\u200E",
  "\u200F",
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  // zero-width and invisible
  "\u200B",
  "\u200C",
  "\u200D",
  "\u2060",
  "\u2061",
  "\u2064",
  "\uFEFF",
  "\uFFFD",
];
/** Refused in the one-line fields only. */
export const lineBreaks = ["\n", "\r", "\t", "\r\n"];

/** Byte sequences that are not UTF-8: encoded surrogates, overlong forms, stray and truncated bytes. */
export const invalidUtf8 = [
  [0xed, 0xa0, 0x80],
  [0xed, 0xb0, 0x80],
  [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80],
  [0xc0, 0xbc],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0xbc],
  [0xff],
  [0xfe],
  [0x80],
  [0xbf],
  [0xe2, 0x82],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
].map((bytes) => Buffer.from(bytes));

/** Text that reads as markup. */
export const markup = [
  "<b>",
  "</div>",
  "<script>alert(1)</script>",
  "< img src=x onerror=alert(1)>",
  "<!-- x",
  "<!DOCTYPE html>",
  "< / p >",
  "<svg/onload=alert(1)>",
  "<A HREF='x'>",
  "<!---->",
  "<iframe\nsrc=x>",
  "<x>",
];

export const invalidEmails = [
  "",
  "   ",
  "plainaddress",
  "a@",
  "@b.example",
  "a b@c.example",
  "a@b",
  "a@@b.example",
  "<a>@b.example",
  "a@b.example<",
  "a@-b.example",
  "a@b..example",
  ".a@b.example",
  "a.@b.example",
  "a@b.example.",
  '"a"@b.example',
  "a@[127.0.0.1]",
  "aé@b.example",
  "a@b.éxample",
  "a@b.example\u0000",
  "jane@advisors.example\njane@else.example",
  "a%40b.example",
];

export const invalidSubjects = [
  "",
  " ",
  "sell-me-something",
  "Book-Meeting",
  " book-meeting",
  "book-meeting ",
  "book_meeting",
  "0",
  "[object Object]",
  "book-meeting,portfolio-analysis",
  "general-inquiry\u0000",
  "portfolio-analysis<b>",
  "__proto__",
  "constructor",
];

export const invalidAdvisorValues = ["yes", "1", "ON", "", "on ", "TRUE", "checked", "null", "undefined", "[object Object]"];

/** Field names that are none of the form's, some of them what every JavaScript object inherits. */
export const unknownKeys = [
  "utm_source",
  "_action",
  "__proto__",
  "constructor",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "prototype",
  "email2",
  "subject[]",
  "name[]",
  "Name",
  "MESSAGE",
  "websites",
  "_data",
  "index",
  "a",
  "x".repeat(300),
  "名前",
  "na\u0000me",
];

/** Hostile patterns for long texts: slow for a backtracking check or for normalization. */
const longPatterns = ["<a", "<", "< /a", "<!-", "a", "a\u0301\u0316", "x>", "<\t/", "ab<"];

/** A text of `length` characters or a little more, made of one pattern, with no white space at its ends. */
export function longText(random: Random, length: number): string {
  const pattern = random.pick(longPatterns);
  return `x${pattern.repeat(Math.ceil(length / pattern.length))}x`;
}

/** A length over the field's cap: just over, well over, or far past the size of a post. */
export function overLength(random: Random, field: TextField | "email"): number {
  const max = limits[field];
  const roll = random.next();
  if (roll < 0.5) return max + 1 + random.int(10);
  if (roll < 0.95) return max + 1 + random.int(60_000 - max);
  return 100_000 + random.int(1_000_000);
}

/** `text` with `inserted` between two of its characters (past the first, before the last). */
export function insideText(random: Random, text: Buffer, inserted: Buffer): Buffer {
  const base = text.length >= 2 ? text : Buffer.concat([utf8("a"), text, utf8("z")]);
  let at = 1 + random.int(base.length - 1);
  // Not inside a character: bytes 0x80-0xBF continue the one before.
  const continues = (index: number) => base[index]! >= 0x80 && base[index]! < 0xc0;
  while (at < base.length - 1 && continues(at)) at++;
  while (at > 1 && continues(at)) at--;
  return Buffer.concat([base.subarray(0, at), inserted, base.subarray(at)]);
}
