// Each kind's editor fields, filled from what was typed or saved, with each field's message.
import { InputField, SelectField, TextareaField } from "~/components/forms/field";
import { FieldShell, controlProps } from "~/components/forms/field";
import { Textarea } from "~/components/ui/input";
import { fieldCopy as copy } from "~/content/desk";
import { etfTickers, modelIds } from "~/content/model-basics";
import { etfNames, modelNames } from "~/content/product-names";
import type { FieldErrors, FormValues } from "~/lib/schemas/form-result";
import { MEDIA_TYPES } from "~/lib/schemas/desk-media";

export type FieldsProps = { values: FormValues; errors: FieldErrors; isNew: boolean };

/** A field's hint and control wired together (InputField has no hint). */
export function HintedTextarea({
  name,
  label,
  hint,
  value,
  error,
  rows,
  required,
}: {
  name: string;
  label: string;
  hint: string;
  value?: string;
  error?: string;
  rows: number;
  required?: boolean;
}) {
  const id = `desk-${name}`;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <Textarea name={name} rows={rows} defaultValue={value} className="font-mono" {...controlProps(id, error, required, true)} />
    </FieldShell>
  );
}

/** `required`: the kind's form refuses a draft without it (commentary); elsewhere it may wait. */
function ReviewBy({ values, errors, required = false }: Omit<FieldsProps, "isNew"> & { required?: boolean }) {
  const id = "desk-reviewBy";
  return (
    <FieldShell id={id} label={copy.reviewBy} hint={copy.reviewByHint} error={errors.reviewBy} required={required}>
      <input
        type="date"
        name="reviewBy"
        defaultValue={values.reviewBy}
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-base sm:text-sm"
        {...controlProps(id, errors.reviewBy, required, true)}
      />
    </FieldShell>
  );
}

export function CommentaryFields({ values, errors, isNew }: FieldsProps) {
  return (
    <>
      <InputField label={copy.title} name="title" required defaultValue={values.title} error={errors.title} />
      {isNew ? (
        <InputField label={copy.slug} name="slug" required defaultValue={values.slug} error={errors.slug} />
      ) : (
        <p className="mb-3 text-sm">
          <span className="font-semibold">{copy.slug}:</span> <span className="break-all">/commentary/{values.slug}</span>
        </p>
      )}
      <TextareaField
        label={copy.summary}
        name="summary"
        required
        rows={3}
        className="[&_textarea]:min-h-20"
        defaultValue={values.summary}
        error={errors.summary}
      />
      {/* The review-by day has a hint over its box: a row of its own keeps the boxes beside each other aligned. */}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField label={copy.author} name="author" required defaultValue={values.author} error={errors.author} />
        <InputField label={copy.date} name="date" type="date" required defaultValue={values.date} error={errors.date} />
        <ReviewBy values={values} errors={errors} required />
      </div>
      <TextareaField
        label={copy.markdown}
        name="markdown"
        required
        rows={18}
        className="[&_textarea]:font-mono"
        defaultValue={values.markdown}
        error={errors.markdown}
      />
    </>
  );
}

export function MediaFields({ values, errors }: FieldsProps) {
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField label={copy.mediaType} name="type" required defaultValue={values.type ?? "press-release"} error={errors.type}>
          {MEDIA_TYPES.map((type) => (
            <option key={type} value={type}>
              {copy.mediaTypes[type]}
            </option>
          ))}
        </SelectField>
        <InputField label={copy.date} name="date" type="date" required defaultValue={values.date} error={errors.date} />
        <ReviewBy values={values} errors={errors} />
      </div>
      <InputField label={copy.title} name="title" required defaultValue={values.title} error={errors.title} />
      <TextareaField
        label={copy.summary}
        name="summary"
        rows={3}
        className="[&_textarea]:min-h-20"
        defaultValue={values.summary}
        error={errors.summary}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField label={copy.outlet} name="outlet" defaultValue={values.outlet} error={errors.outlet} />
        <InputField label={copy.url} name="url" type="url" inputMode="url" defaultValue={values.url} error={errors.url} />
      </div>
    </>
  );
}

export function FundFactsFields({ values, errors, isNew }: FieldsProps) {
  return (
    <>
      {isNew ? (
        <SelectField label={copy.ticker} name="ticker" required defaultValue={values.ticker} error={errors.ticker}>
          {etfTickers.map((ticker) => (
            <option key={ticker} value={ticker}>
              {ticker} · {etfNames[ticker]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextareaField
        label={copy.objective}
        name="objective"
        required
        rows={3}
        className="[&_textarea]:min-h-20"
        defaultValue={values.objective}
        error={errors.objective}
      />
      <div className="grid gap-x-4 sm:grid-cols-3">
        <InputField
          label={copy.grossExpenseRatio}
          name="grossExpenseRatio"
          required
          defaultValue={values.grossExpenseRatio}
          error={errors.grossExpenseRatio}
        />
        <InputField
          label={copy.netExpenseRatio}
          name="netExpenseRatio"
          required
          defaultValue={values.netExpenseRatio}
          error={errors.netExpenseRatio}
        />
        <InputField label={copy.waiverEnds} name="waiverEnds" type="date" defaultValue={values.waiverEnds} error={errors.waiverEnds} />
        <InputField
          label={copy.prospectusDate}
          name="prospectusDate"
          type="date"
          required
          defaultValue={values.prospectusDate}
          error={errors.prospectusDate}
        />
        <InputField
          label={copy.inceptionDate}
          name="inceptionDate"
          type="date"
          required
          defaultValue={values.inceptionDate}
          error={errors.inceptionDate}
        />
        <InputField label={copy.exchange} name="exchange" required defaultValue={values.exchange} error={errors.exchange} />
      </div>
      <HintedTextarea
        name="principalRisks"
        label={copy.principalRisks}
        hint={copy.principalRisksHint}
        rows={6}
        required
        value={values.principalRisks}
        error={errors.principalRisks}
      />
      <div className="grid gap-x-4 sm:grid-cols-[14rem_1fr]">
        <InputField
          label={copy.performanceAsOf}
          name="performanceAsOf"
          type="date"
          defaultValue={values.performanceAsOf}
          error={errors.performanceAsOf}
        />
        <HintedTextarea
          name="performanceRows"
          label={copy.performanceRows}
          hint={copy.performanceRowsHint}
          rows={4}
          value={values.performanceRows}
          error={errors.performanceRows}
        />
      </div>
      <ReviewBy values={values} errors={errors} />
    </>
  );
}

export function ModelFiguresFields({ values, errors, isNew }: FieldsProps) {
  return (
    <>
      <CsvField value={values.csv} error={errors.csv} required={isNew} />
      <ReviewBy values={values} errors={errors} />
    </>
  );
}

/** The figures' CSV: pasted, or read from a chosen file into the box (the file itself is never posted). */
function CsvField({ value, error, required }: { value?: string; error?: string; required: boolean }) {
  const id = "desk-csv";
  return (
    <FieldShell id={id} label={copy.csv} hint={copy.csvHint} error={error} required={required}>
      <Textarea name="csv" rows={10} defaultValue={value} className="font-mono" {...controlProps(id, error, required, true)} />
      <label className="mt-1 text-sm">
        <span className="font-semibold">{copy.csvFile}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block w-full text-sm"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            const box = document.getElementById(id) as HTMLTextAreaElement | null;
            if (file && box) void file.text().then((text) => (box.value = text));
          }}
        />
      </label>
      {/* Found in a staff review: the box started empty, and the file's format was only in the repository. */}
      <div className="mt-2 text-sm" data-slot="live-figures">
        <p className="text-muted-foreground">{copy.csvLive}</p>
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {modelIds.map((id) => (
            <li key={id}>
              <a href={copy.csvLiveHref(id)} download className="font-medium text-primary underline hover:no-underline">
                {copy.csvLiveLabel(id, modelNames[id])}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </FieldShell>
  );
}
