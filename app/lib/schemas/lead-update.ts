// The forms of a lead's page: its status and assignee, and a note. One schema each, for the
// browser and the action.
import "./zod-without-eval";
import { z } from "zod";
import { phraseFindings } from "~/lib/compliance/phrases";
import { proseFindings } from "~/lib/compliance/prose";
import { LEAD_STATUSES } from "./lead-filter";

export const NOTE_MAX = 2000;

export const leadStateSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Choose a status." }),
  assignee: z
    .string()
    .max(64)
    .transform((id) => id || null),
});

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_MAX = 5000;

/**
 * A reply is the firm's correspondence with a prospect: the desk's list of promissory and
 * unsubstantiated phrases (app/lib/compliance/phrases.ts) and its rules for returns in running
 * text (./prose.ts: a period, and the firm's own with their fee basis and standard periods) hold
 * for it too, and the first finding is named, with its sentence, so that the reply can be reworded.
 */
export const replyRefused = "Not sent: the firm's rules for what it says hold for replies too.";

function withoutForbiddenPhrases(text: string, context: z.RefinementCtx) {
  const [finding] = [...phraseFindings({ reply: text }), ...proseFindings(text, "reply")];
  if (finding) context.addIssue({ code: "custom", message: `${replyRefused} ${finding.message}` });
}

/** A mail to the lead: a one-line subject (no line breaks reach a mail header) and the text. */
export const leadReplySchema = z.object({
  subject: z
    .string({ error: "Write a subject." })
    .trim()
    .min(1, "Write a subject.")
    .max(REPLY_SUBJECT_MAX, `A subject has at most ${REPLY_SUBJECT_MAX} characters.`)
    .regex(/^[^\r\n]*$/, "A subject is one line.")
    .superRefine(withoutForbiddenPhrases),
  message: z
    .string({ error: "Write the reply." })
    .trim()
    .min(1, "Write the reply.")
    .max(REPLY_MAX, `A reply has at most ${REPLY_MAX} characters.`)
    .superRefine(withoutForbiddenPhrases),
});

export const leadNoteSchema = z.object({
  note: z.string({ error: "Write a note." }).trim().min(1, "Write a note.").max(NOTE_MAX, `A note has at most ${NOTE_MAX} characters.`),
});
