// The "Signals & commentary" form of the account page: the subjects an advisor follows, one
// checkbox each (`follow=model:3`, `follow=commentary`). Shared by the browser and the action.
import { z } from "zod";

z.config({ jitless: true });

export const followingErrors = {
  unknown: "Choose among the models and commentary listed.",
} as const;

/** `model:<number>` or `commentary`. */
export const SUBJECT_PATTERN = /^(model:[1-9]\d{0,2}|commentary)$/;

export const followingSchema = z.object({
  follow: z
    .array(z.string().regex(SUBJECT_PATTERN, followingErrors.unknown), { error: followingErrors.unknown })
    .max(50, followingErrors.unknown)
    .transform((subjects) => [...new Set(subjects)]),
});

/** The form's fields as the schema reads them: every ticked box (none ticked: an empty list). */
export const followingFields = (form: FormData) => ({ follow: form.getAll("follow") });
