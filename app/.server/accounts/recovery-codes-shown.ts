// Recovery codes are shown once, on the account page right after two-factor sign-in is turned
// on. That post ends with a redirect (its session gets a new token, which the same request's page
// could not read), so the codes ride along in a short-lived cookie, sealed (AES-256-GCM under the
// TOTP key) and bound to the account, that only the account page reads and that its first
// reading clears. The database only ever holds their hashes.
import { decryptSecret, encryptSecret } from "./totp";

export const RECOVERY_CODES_COOKIE = "recovery-codes";
// Not "/advisor/account": the page's data comes from /advisor/account.data when it is loaded by script.
const PATH = "/advisor";
const MAX_AGE_SECONDS = 300;

const cookie = (value: string, maxAge: number, secure: boolean) =>
  [
    `${RECOVERY_CODES_COOKIE}=${value}`,
    `Path=${PATH}`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");

/** The cookie that carries `codes` of `userId` to the account page. */
export const recoveryCodesCookie = (key: Buffer, userId: string, codes: string[], secure: boolean) =>
  cookie(encryptSecret(key, `${userId}\n${codes.join(" ")}`), MAX_AGE_SECONDS, secure);

/** The codes the request carries for `userId`, and the cookie that clears them (sent whenever there was one). */
export function recoveryCodesShown(request: Request, key: Buffer, userId: string, secure: boolean): { codes?: string[]; clear?: string } {
  const sealed = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${RECOVERY_CODES_COOKIE}=`))
    ?.slice(RECOVERY_CODES_COOKIE.length + 1);
  if (!sealed) return {};
  const clear = cookie("", 0, secure);
  const [owner, codes] = (decryptSecret(key, sealed) ?? "").split("\n");
  return owner === userId && codes ? { codes: codes.split(" "), clear } : { clear };
}
