/** Most letters the initials fallback shows (spec section 9). */
export const MAX_INITIALS = 2;

/**
 * The initials shown when a person's photo cannot be loaded: the first letter of each of the
 * first two words of the name, upper-cased. "Ada Lovelace Byron" gives "AL"; a one-word name
 * gives one letter; an empty name gives "".
 */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_INITIALS)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}
