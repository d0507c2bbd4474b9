// Checks that a typed text is plain text, each in time linear in its length: they run on
// whatever a visitor (or a script) posts, before anything else is known about it.

// Control characters (other than line breaks and tabs in a message), bidirectional controls
// (all of Unicode's Bidi_Control), zero-width characters, lone surrogate halves, and U+FFFD,
// which stands for bytes that were not UTF-8 (a form post decodes them so): each match is one
// character.
const oddCharacter =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFFD]|\p{Cs}/u;
const lineBreak = /[\r\n\t]/;

/** Whether the text holds invisible or unsupported characters (line breaks only if not multiline). */
export function hasOddCharacters(value: string, multiline: boolean): boolean {
  return oddCharacter.test(value) || (!multiline && lineBreak.test(value));
}

/** What `\s` matches in a regular expression: ASCII and Unicode spaces, line breaks, BOM. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function skipSpaces(value: string, at: number): number {
  while (at < value.length && isSpace(value.charCodeAt(at))) at++;
  return at;
}

/** A letter A-Z (either case) or `!`: what may follow `<` (and spaces, and one `/`) in a tag. */
function opensTag(code: number): boolean {
  return code === 0x21 || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * Whether the text reads as an HTML tag or comment: `<b>`, `</div>`, `< script src=x>`, `<!--`.
 * That is `<`, optional spaces, an optional `/`, optional spaces, a letter or `!`, and a `>`
 * somewhere after it; or `<!--` anywhere. Only the first tag start needs a `>` after it, and
 * the last `>` of the text says whether there is one, so every character is looked at a
 * bounded number of times: the scan after one `<` stops at the next character that is
 * neither a space nor the first `/`, which is at the latest the next `<`.
 */
export function looksLikeMarkup(value: string): boolean {
  if (value.includes("<!--")) return true;
  const lastClose = value.lastIndexOf(">");
  for (let open = value.indexOf("<"); open >= 0 && open < lastClose; open = value.indexOf("<", open + 1)) {
    let at = skipSpaces(value, open + 1);
    if (value.charAt(at) === "/") at = skipSpaces(value, at + 1);
    if (at < value.length && opensTag(value.charCodeAt(at))) return at < lastClose;
  }
  return false;
}

// What a mail program or a reader takes for an address: a scheme's `://`, a host name's dot
// before two letters (`evil.example`, `www.x`, `frank@evil.example`; `J.R.` and `St. John` do
// not match), or four numbers with dots. Each pattern is a bounded run of characters, so the
// test is linear in the length of the text.
const linkPattern = /:\/\/|[\p{L}\p{N}]\.\p{L}{2}|\d\.\d{1,3}\.\d{1,3}\.\d/u;

/** Whether the text holds something a mail program would turn into a link, or a reader could type as one. */
export function looksLikeLink(value: string): boolean {
  return linkPattern.test(value);
}
