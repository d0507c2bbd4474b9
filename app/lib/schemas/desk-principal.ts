// The members page's principal toggle: who, and on or off.
import "./zod-without-eval";
import { z } from "zod";

/**
 * Marking a principal says what qualifies them: a firm's CCO checks the license behind each
 * approval on FINRA's BrokerCheck, by the CRD number, which must be there (4 to 8 digits, after the word).
 */
export const PRINCIPAL_BASIS_MIN = 5;
export const PRINCIPAL_BASIS_MAX = 120;
export const principalBasisMissing = `Say what qualifies them as a principal (${PRINCIPAL_BASIS_MIN} to ${PRINCIPAL_BASIS_MAX} characters): their license and CRD number, such as "FINRA Series 24, CRD 1234567".`;
/** "CRD 1234567", "CRD# 1234567", "CRD number: 1234567": a CRD number has 4 to 8 digits, right after the word. */
const CRD_NUMBER = /\bCRD(?:\s*#|\s+(?:No\.?|number))?\s*:?\s*\d{4,8}\b/i;

export const principalSchema = z
  .object({
    staffId: z.string({ error: "Choose a member of staff." }).min(1, "Choose a member of staff.").max(64),
    on: z.enum(["true", "false"], { error: "Say whether to mark or unmark." }).transform((on) => on === "true"),
    basis: z.string().trim().max(PRINCIPAL_BASIS_MAX, principalBasisMissing).optional(),
  })
  .refine((value) => !value.on || ((value.basis?.length ?? 0) >= PRINCIPAL_BASIS_MIN && CRD_NUMBER.test(value.basis ?? "")), {
    path: ["basis"],
    message: principalBasisMissing,
  });
