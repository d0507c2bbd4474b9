// A non-secret hint, readable by the page's script, that this browser may be signed in: the
// header then asks /session.json who it is, and anonymous visitors make no such request.
export const HINT_COOKIE = "advisor_hint";

const MAX_AGE = 30 * 24 * 60 * 60;

export function hintCookie(secure: boolean, signedIn: boolean): string {
  return [
    `${HINT_COOKIE}=${signedIn ? "1" : ""}`,
    "Path=/",
    "SameSite=Lax",
    `Max-Age=${signedIn ? MAX_AGE : 0}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export const isHttps = (request: Request) => new URL(request.url).protocol === "https:";
