/**
 * The sign-in hint cookie as the browser sees it: set on sign-in, cleared on sign-out
 * (app/.server/accounts/hint-cookie.ts). It only says which buttons to expect; the session is
 * asked of /session.json.
 */
export const SIGN_IN_HINT = /(?:^|;\s*)advisor_hint=1(?:;|$)/;
