import { SelectField, TextareaField } from "~/components/forms/field";
import { aboveLimitCopy, overrideReasonCopy as copy, overrideReasonLabel, overrideReasons } from "~/content/override-reasons";
import { SUITABILITY_ABOVE_LIMIT_TEXT_MIN, SUITABILITY_REASON_TEXT_MAX } from "~/lib/suitability-limits";
import type { FieldErrors, FormValues } from "~/lib/schemas/form-result";
import type { ZoneNumber } from "~/lib/zones";

type Props = {
  questionnaire: string;
  suggested: ZoneNumber;
  chosen: ZoneNumber;
  /** The chosen zone is above the highest the answers allow: the words are required. */
  aboveLimit: boolean;
  values: FormValues;
  errors: FieldErrors;
};

/**
 * The questionnaire result's part of "Save for a client": its address (answers, account type,
 * chosen zone) and, when the chosen zone is not the suggested one, why: a short list and a few words,
 * required when the zone is above the highest the answers allow.
 */
export function SuitabilityFields({ questionnaire, suggested, chosen, aboveLimit, values, errors }: Props) {
  return (
    <>
      <input type="hidden" name="questionnaire" value={questionnaire} />
      {chosen !== suggested ? (
        <fieldset className="grid gap-x-6 md:col-span-2 md:grid-cols-2" data-slot="override-reason">
          <legend className="mb-1 font-semibold">{copy.reasonLegend(suggested, chosen)}</legend>
          <p className="mb-2 text-sm text-muted-foreground md:col-span-2">{copy.reasonLead}</p>
          <SelectField label={copy.reason} name="reason" required defaultValue={values.reason ?? ""} error={errors.reason}>
            <option value="" disabled>
              {copy.reasonPlaceholder}
            </option>
            {overrideReasons.map((reason) => (
              <option key={reason.value} value={reason.value}>
                {overrideReasonLabel(reason.value, chosen > suggested)}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label={aboveLimit ? aboveLimitCopy.reasonTextRequired : copy.reasonText}
            name="reasonText"
            required={aboveLimit}
            minLength={aboveLimit ? SUITABILITY_ABOVE_LIMIT_TEXT_MIN : undefined}
            rows={2}
            maxLength={SUITABILITY_REASON_TEXT_MAX}
            defaultValue={values.reasonText ?? ""}
            error={errors.reasonText}
          />
        </fieldset>
      ) : null}
    </>
  );
}
