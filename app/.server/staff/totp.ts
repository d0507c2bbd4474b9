// A staff member's two-factor sign-in: the shared TOTP of accounts/totp.ts, with each change
// written to the audit log, and the secret a STAFF_REQUIRE_TOTP invitation offers.
import { createHmac, randomBytes } from "node:crypto";
import { Secret } from "otpauth";
import type { Db } from "~/.server/db/database";
import { checkCode, enableTotp, turnOffTotp } from "~/.server/accounts/totp";
import { auditActions, recordAudit, type Actor } from "./audit";

/**
 * The secret an invitation offers when STAFF_REQUIRE_TOTP is set: derived from the link's token
 * and a nonce drawn for each view of the page, under the key, so showing it stores nothing
 * (opening the link changes nothing) and every view shows a different one: whoever opened the
 * link first (a mail scanner, a forwarded copy) does not hold the secret the staff member sets
 * up. The page posts its nonce back with the code; accepting stores that secret, encrypted.
 */
export function invitationNonce(): string {
  return randomBytes(16).toString("base64url");
}

/** A nonce as invitationNonce draws it (22 base64url characters). */
export const isInvitationNonce = (value: string) => /^[\w-]{22}$/.test(value);

export function invitationSecret(key: Buffer, token: string, nonce: string): string {
  const bytes = createHmac("sha256", key).update(`staff-invitation\0${token}\0${nonce}`).digest().subarray(0, 20);
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/** Turn it on with a code from the app (other sessions end), audited; false when the code is wrong. */
export const confirmTotp = (db: Db, key: Buffer, actor: Actor & { id: string }, code: string, keepSessionId: string) =>
  enableTotp(db, key, actor.id, code, keepSessionId, (tx) =>
    recordAudit(tx, actor, { action: auditActions.twoFactorOn, subjectType: "staff", subjectId: actor.id }),
  );

/** Turn it off with a current code (not while STAFF_REQUIRE_TOTP is set: the page offers no such form then), audited. */
export const disableTotp = (db: Db, key: Buffer, actor: Actor & { id: string }, code: string) =>
  turnOffTotp(
    db,
    actor.id,
    () => checkCode(db, key, actor.id, code),
    (tx) => recordAudit(tx, actor, { action: auditActions.twoFactorOff, subjectType: "staff", subjectId: actor.id }),
  );
