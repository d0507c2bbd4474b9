// A mail's body is kept after it is sent (or once its link has expired unsent), as the record
// of what the site wrote, with every link in it replaced by a marker: no token outlives its
// mail in the database.
export const LINK_REMOVED = "[link removed]";

/** Web addresses in a text or HTML body (an HTML attribute's quote or a tag ends one). */
export const LINK_PATTERN = String.raw`https?://[^\s"'<>]+`;

export function withoutLinks(body: string): string;
export function withoutLinks(body: string | null): string | null;
export function withoutLinks(body: string | null): string | null {
  return body === null ? null : body.replace(new RegExp(LINK_PATTERN, "g"), LINK_REMOVED);
}
