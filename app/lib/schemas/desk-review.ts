// The review queue's forms: approve (now, or at a set time) and return with a note; and the
// withdrawal of an approved version before it goes live, and the retirement of a live one. One
// schema each.
import "./zod-without-eval";
import { z } from "zod";

export const RETURN_NOTE_MAX = 2000;

/** The checks a principal confirms before approving, by field name (their words: reviewCopy.checks). */
export const APPROVAL_CHECKS = ["fairBalance", "performance", "hypothetical", "endorsements", "pastAdvice"] as const;
export type ApprovalCheck = (typeof APPROVAL_CHECKS)[number];
export const approvalChecksMissing = "Tick each check before approving: the record keeps what you confirmed.";

/** Each check as the form sends it: "on" when ticked, absent when not. */
const checkFields = Object.fromEntries(APPROVAL_CHECKS.map((name) => [name, z.string().max(8).optional()])) as Record<
  ApprovalCheck,
  z.ZodOptional<z.ZodString>
>;

export const deskApproveSchema = z
  .object({
    id: z.string({ error: "That version does not exist." }).min(1, "That version does not exist.").max(64),
    /** The hash of the text on the page the principal approved from: the store refuses another. */
    contentHash: z
      .string({ error: "Open the version again before approving it." })
      .regex(/^[0-9a-f]{64}$/, "Open the version again before approving it."),
    /** A datetime-local value (the principal's local time), sent with the browser's offset in minutes. */
    publishAt: z
      .string()
      .trim()
      .optional()
      .refine((text) => !text || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text), "Give the day and time, or leave it empty to publish now."),
    offset: z.coerce.number().int().min(-900).max(900).optional().default(0),
    ...checkFields,
  })
  .superRefine((fields, context) => {
    if (APPROVAL_CHECKS.some((name) => fields[name] !== "on"))
      context.addIssue({ code: "custom", path: ["checks"], message: approvalChecksMissing });
  });

/** The moment a datetime-local value names in the browser whose UTC offset (Date#getTimezoneOffset) is `offset`. */
export function publishMoment(publishAt: string | undefined, offset: number): Date | null {
  if (!publishAt) return null;
  return new Date(Date.parse(`${publishAt}:00Z`) + offset * 60_000);
}

const note = (empty: string) =>
  z
    .string({ error: "Write a note to the author." })
    .trim()
    .min(1, empty)
    .max(RETURN_NOTE_MAX, `A note has at most ${RETURN_NOTE_MAX} characters.`);

export const deskReturnSchema = z.object({
  id: z.string({ error: "That version does not exist." }).min(1, "That version does not exist.").max(64),
  note: note("Write a note to the author: say what to change."),
});

/** A principal's withdrawal of an approved version before it goes live (the version's page). */
export const deskWithdrawSchema = z.object({ note: note("Write a note to the author: say why it must not go live.") });

/** A principal taking a live item off the site (the version's page): the reason is kept with the decision. */
export const deskRetireSchema = z.object({ note: note("Say why it leaves the site: the reason is kept with the decision.") });
