// Where sign-in may send an advisor back to: a path of this site, never another site. Anything
// else (an absolute or protocol-relative address, a backslash trick, control characters, the
// sign-in screens themselves) falls back to the advisor area. What is returned is checked, not
// only what was received: "/.//host" normalises to "//host", another site to a browser.

export const DEFAULT_AFTER_SIGN_IN = "/advisor";

const NOT_BACK_TO = ["/login", "/logout", "/signup"];

/** One leading slash only, and no backslash: "//host" and "/\host" are other sites to a browser. */
const isLocalPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");

export function safeRedirectTarget(value: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!isLocalPath(value)) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001F\u007F]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://site.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://site.invalid") return fallback;
  if (NOT_BACK_TO.includes(url.pathname)) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return isLocalPath(target) ? target : fallback;
}
