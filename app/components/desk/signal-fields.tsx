// The signal editor's fields: which model changes and when, the trades one a line, the reasoning.
import { InputField, SelectField, TextareaField } from "~/components/forms/field";
import { fieldCopy as copy } from "~/content/desk";
import { modelIds } from "~/content/model-basics";
import { modelNames } from "~/content/product-names";
import { HintedTextarea, type FieldsProps } from "./kind-fields";

export function SignalFields({ values, errors }: FieldsProps) {
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2 sm:items-end">
        <SelectField label={copy.signalModel} name="model" required defaultValue={values.model ?? ""} error={errors.model}>
          <ModelOptions />
        </SelectField>
        <InputField
          label={copy.effectiveDate}
          name="effectiveDate"
          type="date"
          required
          defaultValue={values.effectiveDate}
          error={errors.effectiveDate}
        />
      </div>
      <InputField label={copy.title} name="title" required defaultValue={values.title} error={errors.title} />
      <HintedTextarea
        name="trades"
        label={copy.trades}
        hint={copy.tradesHint}
        value={values.trades}
        error={errors.trades}
        rows={6}
        required
      />
      <TextareaField label={copy.reasoning} name="reasoning" rows={8} required defaultValue={values.reasoning} error={errors.reasoning} />
    </>
  );
}

/** A model select's options: none chosen first, then each model by name. */
export function ModelOptions() {
  return (
    <>
      <option value="">—</option>
      {modelIds.map((id) => (
        <option key={id} value={id}>
          {modelNames[id]}
        </option>
      ))}
    </>
  );
}
