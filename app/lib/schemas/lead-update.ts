// The forms of a lead's page: its status and assignee, and a note. One schema each, for the
// browser and the action.
import "./zod-without-eval";
import { z } from "zod";
import { LEAD_STATUSES } from "./lead-filter";

export const NOTE_MAX = 2000;

export const leadStateSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Choose a status." }),
  assignee: z
    .string()
    .max(64)
    .transform((id) => id || null),
});

export const leadNoteSchema = z.object({
  note: z.string({ error: "Write a note." }).trim().min(1, "Write a note.").max(NOTE_MAX, `A note has at most ${NOTE_MAX} characters.`),
});
