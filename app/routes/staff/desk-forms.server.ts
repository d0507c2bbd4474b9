// The editor forms of each kind read on the server: the form's fields through its one schema
// (the browser's too), made into what the store keeps (item key, title, body, review-by day).
import { etfTickers, type ModelId } from "~/content/model-basics";
import { etfNames, modelNames } from "~/content/product-names";
import { fieldCopy } from "~/content/desk";
import type { ContentKind } from "~/lib/content-desk/contract";
import { fieldErrors, keptValues, type FieldErrors, type FormValues } from "~/lib/schemas/form-result";
import { commentaryBody, deskCommentaryFields, deskCommentarySchema } from "~/lib/schemas/desk-commentary";
import { mediaKey } from "~/lib/content-desk/seed";
import { deskFundFactsFields, deskFundFactsSchema, fundFactsBody } from "~/lib/schemas/desk-fund-facts";
import { deskMediaFields, deskMediaSchema, mediaBody } from "~/lib/schemas/desk-media";
import { deskModelFiguresFields, deskModelFiguresSchema } from "~/lib/schemas/desk-model-figures";
import { deskSignalFields, deskSignalSchema, signalBody, signalKey } from "~/lib/schemas/desk-signal";
import type { CsvProblem } from "~/components/desk/types";
import { importModelFiguresCsv } from "~/lib/content-desk/model-figures-csv";
import type { ModelFiguresBody } from "~/lib/content-desk/bodies";

export type DraftInput = { itemKey: string; title: string; body: unknown; reviewBy: string | null };

export type FormReading =
  /** `more`: the other models' drafts of one CSV file. */
  | { ok: true; draft: DraftInput; values: FormValues; more?: DraftInput[] }
  | { ok: false; errors: FieldErrors; values: FormValues; csvProblems?: CsvProblem[] };

const fieldsOf: Partial<Record<ContentKind, readonly string[]>> = {
  commentary: deskCommentaryFields,
  media: deskMediaFields,
  "fund-facts": deskFundFactsFields,
  "model-figures": deskModelFiguresFields,
  signal: deskSignalFields,
};

/** The kinds edited in a form; zone data starts from the live version. */
export const formKinds = Object.keys(fieldsOf) as ContentKind[];

/**
 * One kind's form read into a draft. `itemKey` is the version's own when editing (an item's key
 * never changes); a new one takes it from the form.
 */
export function readEditorForm(
  kind: ContentKind,
  form: FormData,
  itemKey?: string,
  /** The live model figures by model, which a CSV's sections replace parts of. */
  current: Readonly<Partial<Record<number, ModelFiguresBody>>> = {},
): FormReading {
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  if (itemKey !== undefined && kind === "commentary") fields.slug = itemKey;
  if (itemKey !== undefined && kind === "fund-facts") fields.ticker = itemKey;
  const values = keptValues(form, fieldsOf[kind] ?? [], 60_000);
  const invalid = (errors: FieldErrors, csvProblems?: CsvProblem[]): FormReading => ({ ok: false, errors, values, csvProblems });
  switch (kind) {
    case "commentary": {
      const checked = deskCommentarySchema.safeParse(fields);
      if (!checked.success) return invalid(fieldErrors(checked.error));
      const { slug, title, reviewBy } = checked.data;
      return { ok: true, values, draft: { itemKey: slug, title, body: commentaryBody(checked.data), reviewBy } };
    }
    case "media": {
      const checked = deskMediaSchema.safeParse(fields);
      if (!checked.success) return invalid(fieldErrors(checked.error));
      // The same key the example media items were seeded under.
      const key = itemKey ?? mediaKey(checked.data.date, checked.data.title);
      return {
        ok: true,
        values,
        draft: { itemKey: key, title: checked.data.title, body: mediaBody(checked.data), reviewBy: checked.data.reviewBy },
      };
    }
    case "fund-facts": {
      const checked = deskFundFactsSchema(etfTickers).safeParse(fields);
      if (!checked.success) return invalid(fieldErrors(checked.error));
      const { ticker, reviewBy } = checked.data;
      return {
        ok: true,
        values,
        draft: { itemKey: ticker, title: etfNames[ticker], body: fundFactsBody(checked.data), reviewBy },
      };
    }
    case "model-figures": {
      const checked = deskModelFiguresSchema.safeParse(fields);
      if (!checked.success) return invalid(fieldErrors(checked.error));
      const imported = importModelFiguresCsv(checked.data.csv, current);
      if (!imported.ok) return invalid({ csv: fieldCopy.csvRefused(imported.errors.length) }, imported.errors);
      // Editing one model's draft takes that model's figures from the file.
      const bodies = itemKey === undefined ? imported.bodies : imported.bodies.filter((each) => String(each.modelId) === itemKey);
      if (bodies.length === 0) return invalid({ csv: fieldCopy.csvNoFigures(itemKey) });
      const drafts = bodies.map(({ modelId, body }) => ({
        itemKey: String(modelId),
        title: modelNames[modelId as ModelId] ?? `Model ${modelId}`,
        body,
        reviewBy: checked.data.reviewBy,
      }));
      return { ok: true, values, draft: drafts[0]!, more: drafts.slice(1) };
    }
    case "signal": {
      const checked = deskSignalSchema.safeParse(fields);
      if (!checked.success) return invalid(fieldErrors(checked.error));
      // The model and the day are the signal's address: a version of it cannot move them, or a
      // correction would reach other followers, or change the day, unannounced.
      if (itemKey !== undefined && itemKey !== signalKey(checked.data))
        return invalid({ model: fieldCopy.signalMoved, effectiveDate: fieldCopy.signalMoved });
      return {
        ok: true,
        values,
        draft: { itemKey: itemKey ?? signalKey(checked.data), title: checked.data.title, body: signalBody(checked.data), reviewBy: null },
      };
    }
    default:
      return invalid({ form: "This kind is not edited in a form: start a new version from the live one." });
  }
}
