// Generated contact posts that the form must refuse: each starts from a valid message, breaks
// it in one to three ways, may add harmless noise, and is encoded as a form post (sometimes
// multipart, sometimes oddly). The same seed and index always give the same post.
import { isUtf8 } from "node:buffer";
import { seededRandom, type Random } from "../../support/seeded-random";
import { encodeMultipart, encodeUrlencoded } from "./contact-fuzz-encoding";
import {
  insideText,
  invalidAdvisorValues,
  invalidEmails,
  invalidSubjects,
  invalidUtf8,
  lineBreaks,
  longText,
  markup,
  oddCharacters,
  overLength,
  requiredFields,
  textFields,
  unknownKeys,
  utf8,
  validValues,
  type PostedField,
} from "./contact-fuzz-values";

export type FuzzCase = {
  index: number;
  /** What was done to the message, to read a failure. */
  steps: string[];
  /** `/contact.data` is the request React Router makes with JavaScript; `/contact` the plain form post. */
  path: "/contact.data" | "/contact";
  contentType: string | undefined;
  body: Buffer;
  /** Sent as a stream, without Content-Length. */
  chunked: boolean;
  /** The kinds of case it belongs to (its breakers, decorations and encoding), of `fuzzKinds`. */
  kinds: string[];
};

type Draft = {
  random: Random;
  steps: string[];
  values: Map<string, Buffer>;
  multipart: boolean;
  /** Fields sent as file parts. */
  files: Set<string>;
  /** Sent before the form's fields (a later field of the same name wins). */
  before: PostedField[];
  /** Sent after the form's fields. */
  after: PostedField[];
  unreadable?: { contentType: string | undefined; body: Buffer };
};

const pickField = <T extends string>(draft: Draft, fields: readonly T[]) => draft.random.pick(fields);

/** Sends no field of that name, not even an earlier copy. */
function remove(draft: Draft, field: string) {
  draft.values.delete(field);
  draft.before = draft.before.filter(({ key }) => key !== field);
}

/** Each makes the message invalid, whatever else the draft holds. */
const breakers: Record<string, (draft: Draft) => string> = {
  missing(draft) {
    const field = pickField(draft, requiredFields);
    remove(draft, field);
    return `no ${field}`;
  },
  blank(draft) {
    const field = pickField(draft, requiredFields);
    draft.values.set(field, utf8(draft.random.pick(["", " ", "\t\n ", "\u3000", "\u00a0\u2028"])));
    return `blank ${field}`;
  },
  tooShort(draft) {
    if (draft.random.chance(0.5)) draft.values.set("name", utf8(draft.random.pick(["J", " J ", "é", "e\u0301"])));
    else draft.values.set("message", utf8("Hi there!".slice(0, 1 + draft.random.int(9))));
    return "too short";
  },
  tooLong(draft) {
    const field = pickField(draft, [...textFields, "email"] as const);
    const text = longText(draft.random, overLength(draft.random, field));
    draft.values.set(field, utf8(field === "email" ? `${text}@firm.example` : text));
    return `${field} too long (${text.length} characters)`;
  },
  oddCharacter(draft) {
    const field = pickField(draft, textFields);
    const character = draft.random.pick(field === "message" ? oddCharacters : [...oddCharacters, ...lineBreaks]);
    draft.values.set(field, insideText(draft.random, draft.values.get(field) ?? utf8(""), utf8(character)));
    return `${field} with U+${character.codePointAt(0)!.toString(16).padStart(4, "0")}`;
  },
  invalidUtf8(draft) {
    const field = pickField(draft, textFields);
    const bytes = draft.random.pick(invalidUtf8);
    const broken = insideText(draft.random, draft.values.get(field) ?? utf8(""), bytes);
    // Two broken pieces side by side can make a whole character (e2 82, then bf: "₿"); a byte
    // that is never UTF-8 keeps the case bad.
    draft.values.set(field, isUtf8(broken) ? Buffer.concat([broken, Buffer.from([0xff])]) : broken);
    return `${field} with bytes ${bytes.toString("hex")}`;
  },
  markup(draft) {
    const field = pickField(draft, textFields);
    draft.values.set(field, insideText(draft.random, draft.values.get(field) ?? utf8(""), utf8(draft.random.pick(markup))));
    return `${field} with markup`;
  },
  email(draft) {
    draft.values.set("email", utf8(draft.random.pick(invalidEmails)));
    return "invalid email";
  },
  subject(draft) {
    draft.values.set("subject", utf8(draft.random.pick(invalidSubjects)));
    return "invalid subject";
  },
  advisor(draft) {
    draft.values.set("isFinancialAdvisor", utf8(draft.random.pick(invalidAdvisorValues)));
    return "invalid advisor box";
  },
  asFile(draft) {
    const field = pickField(draft, requiredFields);
    draft.multipart = true;
    draft.files.add(field);
    return `${field} as a file`;
  },
  renamed(draft) {
    const field = pickField(draft, requiredFields);
    const value = draft.values.get(field) ?? utf8("x");
    remove(draft, field);
    const key = draft.random.pick([`${field}[]`, field.toUpperCase(), ` ${field}`, `${field} `, `${field}\u0000`, `form[${field}]`]);
    draft.after.push({ key, value });
    return `${field} sent as ${JSON.stringify(key)}`;
  },
  validFirstInvalidLast(draft) {
    const field = pickField(draft, ["name", "message"] as const);
    draft.before.push({ key: field, value: draft.values.get(field) ?? utf8("Jane Advisor") });
    draft.values.set(field, utf8(draft.random.pick(["", "J", "<b>bold</b>", "a\u202Eb"])));
    return `${field} sent twice, valid then invalid`;
  },
  unreadable(draft) {
    const valid = new URLSearchParams({
      name: "Jane Advisor",
      email: "jane@advisors.example",
      subject: "general-inquiry",
      message: "A valid message.",
    });
    const json = JSON.stringify(Object.fromEntries(valid));
    const choice = draft.random.pick([
      ["text/plain", valid.toString()],
      ["application/json", json],
      [undefined, valid.toString()],
      ["multipart/form-data", valid.toString()],
      ["multipart/form-data; boundary=nothere", valid.toString()],
      ["application/x-www-form-urlencoded", json],
    ] as const);
    draft.unreadable = { contentType: choice[0], body: utf8(choice[1]) };
    return `valid message as ${choice[0] ?? "no content type"}`;
  },
};

const hostileValues = [...markup, ...oddCharacters, "", " ", "on", "x".repeat(2000)].map(utf8).concat(invalidUtf8);

/** Harmless on their own: the message stays as invalid as the breakers left it. */
const decorations: Record<string, (draft: Draft) => string> = {
  unknownFields(draft) {
    const count = 1 + draft.random.int(10);
    for (let i = 0; i < count; i++) draft.after.push({ key: draft.random.pick(unknownKeys), value: draft.random.pick(hostileValues) });
    return `${count} unknown fields`;
  },
  manyFields(draft) {
    // Mostly under the size cap (64 KiB is about 6,000 of these), sometimes over.
    const count = 200 + draft.random.int(7_000);
    for (let i = 0; i < count; i++) draft.after.push({ key: `f${i}`, value: utf8(String(i)) });
    return `${count} extra fields`;
  },
  emptyHoneypot(draft) {
    draft.after.push({ key: "website", value: utf8(draft.random.pick(["", " ", "\t"])) });
    return "empty honeypot";
  },
  garbageFirst(draft) {
    // Only before a field that is sent: alone, the garbage would be the field's value.
    const field = draft.random.pick([...draft.values.keys()]);
    if (field === undefined) return "no field to send garbage before";
    draft.before.push({ key: field, value: draft.random.pick(hostileValues) });
    return `garbage ${field} before the real one`;
  },
  fileExtra(draft) {
    draft.multipart = true;
    draft.after.push({ key: draft.random.pick(unknownKeys), value: Buffer.from([0, 1, 2, 0xff, 0x3c]), file: true });
    return "an extra file";
  },
};

const caseSeed = (seed: number, index: number) => (seed + Math.imul(index, 0x9e3779b9)) >>> 0;

const breakerNames = Object.keys(breakers);
const decorationNames = Object.keys(decorations);

/** Every kind of case the generator makes: a run of the fuzz test must have sent each at least once. */
export const fuzzKinds: readonly string[] = [...breakerNames, ...decorationNames, "plain form post", "chunked", "multipart"];

export function makeFuzzCase(seed: number, index: number): FuzzCase {
  const random = seededRandom(caseSeed(seed, index));
  const values = new Map<string, Buffer>();
  for (const [field, pool] of Object.entries(validValues)) {
    const value = random.pick<string | undefined>(pool);
    if (value !== undefined) values.set(field, utf8(value));
  }
  const draft: Draft = { random, steps: [], values, multipart: random.chance(0.15), files: new Set(), before: [], after: [] };
  const kinds: string[] = [];
  for (let i = 1 + random.int(3); i > 0; i--) {
    const name = random.pick(breakerNames);
    kinds.push(name);
    draft.steps.push(breakers[name]!(draft));
  }
  for (let i = random.int(3); i > 0; i--) {
    const name = random.pick(decorationNames);
    kinds.push(name);
    draft.steps.push(decorations[name]!(draft));
  }

  const path = random.chance(0.15) ? "/contact" : "/contact.data";
  const chunked = random.chance(0.03);
  if (path === "/contact") kinds.push("plain form post");
  if (chunked) kinds.push("chunked");
  if (draft.unreadable) return { index, steps: draft.steps, path, chunked, kinds, ...draft.unreadable };
  const own = [...values].map(([key, value]) => ({ key, value, file: draft.files.has(key) }));
  if (random.chance(0.3)) shuffle(random, own);
  const fields = [...draft.before, ...own, ...draft.after];
  if (draft.multipart) kinds.push("multipart");
  const encoded = draft.multipart ? encodeMultipart(random, fields) : encodeUrlencoded(random, fields);
  return { index, steps: draft.steps, path, chunked, kinds, ...encoded };
}

function shuffle<T>(random: Random, items: T[]) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
