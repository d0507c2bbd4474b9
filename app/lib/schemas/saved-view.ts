// The one schema of the "Save for a client" and rename forms, for the browser and the actions:
// a short client label (never the client's full name), an optional note, and, when saving,
// the views in the order shown with the data version each was shown from.
import { z } from "zod";
import { SAVED_VIEW_LABEL_MAX, SAVED_VIEW_NOTE_MAX, SAVED_VIEW_QUERY_MAX } from "~/lib/saved-view-limits";
import { MAX_COMPARED_VIEWS, parseViewKey, viewKey } from "~/lib/zone-views";
import type { ZoneSelection } from "~/lib/zones";
import { hasOddCharacters } from "./plain-text";
import { suitabilityFields, toSuitability, type SuitabilityRules } from "./suitability";

z.config({ jitless: true });

export { SAVED_VIEW_LABEL_MAX, SAVED_VIEW_NOTE_MAX, SAVED_VIEW_QUERY_MAX };

export const savedViewErrors = {
  label: "Please enter a client label.",
  labelTooLong: `Please keep the client label to ${SAVED_VIEW_LABEL_MAX} characters or fewer.`,
  noteTooLong: `Please keep the note to ${SAVED_VIEW_NOTE_MAX} characters or fewer.`,
  characters: "Please use plain text: some characters cannot be saved.",
  clientRecords:
    "Please leave out Social Security, tax ID, account and phone numbers, dates of birth and home or email addresses: a saved view keeps a label and a note, not a client's records.",
  views: `Choose one to ${MAX_COMPARED_VIEWS} different zone views to save.`,
  versions: "The page did not say which data it showed. Please reload it and save again.",
} as const;

const plain = (multiline: boolean) => (value: string) => !hasOddCharacters(value, multiline);

/**
 * Whether a text holds what identifies a client beyond a label: a Social Security or tax ID
 * number, an account or phone number (eight digits in a row, or ten in groups), a date of birth,
 * a street or email address, or the words for them. The firm keeps no such records in the
 * advisors' workspace (Reg S-P).
 */
export function holdsClientRecords(value: string): boolean {
  return (
    /\b\d{3}[- ]\d{2}[- ]\d{4}\b/.test(value) ||
    /\d{8}/.test(value) ||
    /\d(?:[ ./()-]{0,2}\d){9,}/.test(value) ||
    /\b(?:0?[1-9]|1[0-2])[/.-](?:0?[1-9]|[12]\d|3[01])[/.-]19\d{2}\b/.test(value) ||
    /\b\d{1,6} (?:[a-z]+\.? ){1,3}(?:st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|ct|court|way|pl|place|ter|pkwy|hwy|cir)\b/i.test(
      value,
    ) ||
    /[^\s@]+@[^\s@]+\.[a-z]{2,}/i.test(value) ||
    /\b(?:ssn|social security|tax id|tin|dob|date of birth|born on|lives at|home address)\b/i.test(value)
  );
}

const noClientRecords = (value: string) => !holdsClientRecords(value);

const label = z
  .string({ error: savedViewErrors.label })
  .max(SAVED_VIEW_LABEL_MAX * 4, savedViewErrors.labelTooLong)
  .transform((value) => value.normalize("NFC").trim())
  .pipe(
    z
      .string()
      .min(1, savedViewErrors.label)
      .max(SAVED_VIEW_LABEL_MAX, savedViewErrors.labelTooLong)
      .refine(plain(false), savedViewErrors.characters)
      .refine(noClientRecords, savedViewErrors.clientRecords),
  );

const note = z
  .string({ error: savedViewErrors.noteTooLong })
  .max(SAVED_VIEW_NOTE_MAX * 4, savedViewErrors.noteTooLong)
  .optional()
  .transform((value) => (value ?? "").normalize("NFC").replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .max(SAVED_VIEW_NOTE_MAX, savedViewErrors.noteTooLong)
      .refine(plain(true), savedViewErrors.characters)
      .refine(noClientRecords, savedViewErrors.clientRecords),
  );

/** `3-qualified,5-qualified`: one to four distinct views, in order. */
const views = z
  .string({ error: savedViewErrors.views })
  .max(200, savedViewErrors.views)
  .transform((value, context): ZoneSelection[] => {
    const keys = value.split(",").map((key) => key.trim());
    const parsed = keys.map(parseViewKey);
    const distinct = new Set(parsed.map((view) => (view ? viewKey(view) : "")));
    if (parsed.some((view) => view === null) || distinct.size !== parsed.length || parsed.length > MAX_COMPARED_VIEWS) {
      context.addIssue({ code: "custom", message: savedViewErrors.views });
      return z.NEVER;
    }
    return parsed as ZoneSelection[];
  });

/** The data version of each view as the page showed it: 12 hex digits each, comma-separated. */
const versions = z
  .string({ error: savedViewErrors.versions })
  .max(200, savedViewErrors.versions)
  .transform((value) => value.split(",").map((version) => version.trim()))
  .pipe(z.array(z.string().regex(/^[0-9a-f]{12}$/, savedViewErrors.versions)).max(MAX_COMPARED_VIEWS, savedViewErrors.versions));

/** Label and note: the rename form, and the first half of the save form. */
export const savedViewFieldsSchema = z.object({ label, note });

/**
 * The save form: label, note, the hidden views and versions of the page it was sent from, and,
 * from a questionnaire result, its answers (scored with `rules`, the questionnaire's content)
 * and the reason for choosing another zone.
 */
export const saveViewSchemaFor = (rules: SuitabilityRules) =>
  savedViewFieldsSchema
    .extend({ views, versions, ...suitabilityFields })
    .refine((input) => input.versions.length === input.views.length, { message: savedViewErrors.versions, path: ["versions"] })
    .transform(({ questionnaire, reason, reasonText, ...input }, context) => {
      const suitability = toSuitability(rules, { questionnaire, reason, reasonText }, context);
      const [view] = input.views;
      if (suitability && (input.views.length !== 1 || view?.zone !== suitability.chosen || view.account !== suitability.account))
        context.addIssue({ code: "custom", message: savedViewErrors.views, path: ["views"] });
      return { ...input, suitability };
    });

export type SavedViewFields = z.output<typeof savedViewFieldsSchema>;
export type SaveViewInput = z.output<ReturnType<typeof saveViewSchemaFor>>;

/** The text fields sent back to fill a form again. */
export const SAVED_VIEW_FIELDS = ["label", "note", "views", "versions", "returnTo", "questionnaire", "reason", "reasonText"] as const;
