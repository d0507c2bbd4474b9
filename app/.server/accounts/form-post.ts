// What every account form does before reading its fields: answer a post the server refused
// (too large, wrong type, too many) in its own words, and refuse a post from another site.
import type { RouterContextProvider } from "react-router";
import { formRejectionContext } from "~/.server/load-context";

export const formProblems = {
  "too-large": "The form was too large to send.",
  unsupported: "The form could not be read. Please try again.",
  "rate-limited": "Too many attempts from your network. Please wait a few minutes and try again.",
  origin: "The form was sent from another site and was refused.",
} as const;

export type RefusedPost = { message: string; status: number; headers?: HeadersInit };

/** A form post from another site: its Origin (or Sec-Fetch-Site) does not match ours. */
export function fromAnotherSite(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null) return request.headers.get("Sec-Fetch-Site") === "cross-site";
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/** Why this post is refused before its fields are read, if it is. */
export function refusedPost(request: Request, context: Readonly<RouterContextProvider>): RefusedPost | undefined {
  const refused = context.get(formRejectionContext);
  if (refused) {
    const headers = refused.retryAfterSeconds ? { "Retry-After": String(refused.retryAfterSeconds) } : undefined;
    return { message: formProblems[refused.reason], status: refused.status, headers };
  }
  if (fromAnotherSite(request)) return { message: formProblems.origin, status: 403 };
  return undefined;
}

/** A route's `headers`: the Retry-After of a refused post, which the page's answer would otherwise lose. */
export function passRetryAfter({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}
