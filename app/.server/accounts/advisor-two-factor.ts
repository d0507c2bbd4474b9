// An advisor's two-factor sign-in: the shared TOTP (totp.ts) and, with it, recovery codes
// (recovery-codes.ts). Nothing goes to the staff audit log (that log is staff's); the routes log
// structured events with the account's id.
import type { Db } from "~/.server/db/database";
import { dropRecoveryCodes, looksLikeRecoveryCode, recoveryCodesLeft, replaceRecoveryCodes, spendRecoveryCode } from "./recovery-codes";
import { checkCode, enableTotp, totpState, turnOffTotp, type TotpState } from "./totp";

export type AdvisorTwoFactor = TotpState & { recoveryLeft: number };

export async function advisorTwoFactor(db: Db, key: Buffer, userId: string): Promise<AdvisorTwoFactor> {
  const state = await totpState(db, key, userId);
  return { ...state, recoveryLeft: state.enabled ? await recoveryCodesLeft(db, userId) : 0 };
}

/** Which proof `typed` was (the app's code or a recovery code), spent; undefined when neither is right. */
export async function spendAdvisorCode(db: Db, key: Buffer, userId: string, typed: string): Promise<"code" | "recovery" | undefined> {
  const compact = typed.replace(/\s/g, "");
  if (/^\d{6}$/.test(compact)) return (await checkCode(db, key, userId, compact)) ? "code" : undefined;
  if (looksLikeRecoveryCode(typed) && (await spendRecoveryCode(db, userId, typed))) return "recovery";
  return undefined;
}

/** Turn it on with a code from the app: the recovery codes, to show once; undefined when the code is wrong. */
export async function turnOnAdvisorTwoFactor(
  db: Db,
  key: Buffer,
  userId: string,
  code: string,
  keepSessionId: string,
): Promise<string[] | undefined> {
  let codes: string[] = [];
  const on = await enableTotp(db, key, userId, code, keepSessionId, async (tx) => {
    codes = await replaceRecoveryCodes(tx, userId);
  });
  return on ? codes : undefined;
}

/** Turn it off with the app's code or a recovery code (the password is the caller's to check); the codes go with it. */
export async function turnOffAdvisorTwoFactor(db: Db, key: Buffer, userId: string, typed: string): Promise<boolean> {
  return turnOffTotp(
    db,
    userId,
    async () => (await spendAdvisorCode(db, key, userId, typed)) !== undefined,
    (tx) => dropRecoveryCodes(tx, userId),
  );
}
