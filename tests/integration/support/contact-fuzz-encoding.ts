// The two ways a form is posted, written byte by byte so that a post can hold what a browser
// would never send: bytes that are not UTF-8, every byte escaped, `<` left raw, stray `&`.
import type { Random } from "../../support/seeded-random";
import { utf8, type PostedField } from "./contact-fuzz-values";

type Encoding = { style: "strict" | "every" | "loose"; plus: boolean; lower: boolean };

const unreserved = /[A-Za-z0-9*\-._]/;

/** How each byte is written: strictly, every byte escaped, or only what the format needs (leaving `<`, UTF-8 and the rest raw). */
function byteTable({ style, plus, lower }: Encoding): Buffer[] {
  return Array.from({ length: 256 }, (_, byte) => {
    const character = String.fromCharCode(byte);
    if (byte === 0x20 && plus) return Buffer.from("+");
    if (style !== "every" && unreserved.test(character)) return Buffer.from([byte]);
    if (style === "loose" && byte > 0x20 && !"&=+%#".includes(character)) return Buffer.from([byte]);
    const hex = byte.toString(16).padStart(2, "0");
    return Buffer.from(`%${lower ? hex : hex.toUpperCase()}`);
  });
}

function percentEncode(bytes: Buffer, table: Buffer[]): Buffer {
  const out = Buffer.allocUnsafe(bytes.length * 3);
  let length = 0;
  for (const byte of bytes) length += table[byte]!.copy(out, length);
  return out.subarray(0, length);
}

export function encodeUrlencoded(random: Random, fields: PostedField[]) {
  const table = byteTable({
    style: random.pick(["strict", "strict", "every", "loose"]),
    plus: random.chance(0.5),
    lower: random.chance(0.3),
  });
  const pairs = fields.map(({ key, value }) =>
    Buffer.concat([percentEncode(utf8(key), table), Buffer.from("="), percentEncode(value, table)]),
  );
  // Stray separators, a bare name and an empty name are all legal in this format.
  if (random.chance(0.1)) pairs.splice(random.int(pairs.length + 1), 0, Buffer.from(random.pick(["", "bare", "=value", "&"])));
  const contentType = random.pick([
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded;charset=UTF-8",
    "Application/X-WWW-Form-Urlencoded",
  ]);
  return { contentType, body: Buffer.concat(pairs.flatMap((pair, i) => (i === 0 ? [pair] : [Buffer.from("&"), pair]))) };
}

export function encodeMultipart(random: Random, fields: PostedField[]) {
  const boundary = `----form${random.int(2 ** 31).toString(36)}`;
  const parts = fields.map(({ key, value, file }) => {
    const name = key.replace(/["\r\n]/g, "_");
    const head = file
      ? `Content-Disposition: form-data; name="${name}"; filename="${name}.bin"\r\nContent-Type: application/octet-stream`
      : `Content-Disposition: form-data; name="${name}"`;
    return Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), value, Buffer.from("\r\n")]);
  });
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
}
