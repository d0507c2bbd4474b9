import { useId } from "react";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { savedViewFieldCopy as copy } from "~/content/save-for-client";
import { SAVED_VIEW_LABEL_MAX, SAVED_VIEW_NOTE_MAX } from "~/lib/saved-view-limits";
import type { FieldErrors, FormValues } from "~/lib/schemas/form-result";

/**
 * The client label and note of a saved view, each with its hint (a label is not the client's
 * full name) and error tied to the control, for the save and the rename forms alike.
 */
export function SavedViewFields({
  values,
  errors,
  defaults,
}: {
  values: FormValues;
  errors: FieldErrors;
  defaults?: { label: string; note: string };
}) {
  const id = useId();
  const described = (name: string) => `${id}-${name}-hint ${id}-${name}-error`;
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-label`}>
          {copy.label}
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        </Label>
        <p id={`${id}-label-hint`} className="text-sm text-muted-foreground">
          {copy.labelHint}
        </p>
        <Input
          id={`${id}-label`}
          name="label"
          required
          maxLength={SAVED_VIEW_LABEL_MAX}
          autoComplete="off"
          defaultValue={values.label ?? defaults?.label}
          aria-invalid={errors.label ? true : undefined}
          aria-describedby={described("label")}
        />
        <p id={`${id}-label-error`} className="min-h-5 text-sm text-destructive" aria-live="polite">
          {errors.label}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>{copy.note}</Label>
        <p id={`${id}-note-hint`} className="text-sm text-muted-foreground">
          {copy.noteHint}
        </p>
        <Textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={SAVED_VIEW_NOTE_MAX}
          defaultValue={values.note ?? defaults?.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={described("note")}
        />
        <p id={`${id}-note-error`} className="min-h-5 text-sm text-destructive" aria-live="polite">
          {errors.note}
        </p>
      </div>
    </>
  );
}
