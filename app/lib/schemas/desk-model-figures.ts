// The desk's model figures form: the model and its figures as CSV (pasted, or read from a chosen
// file in the browser: the site's forms carry no file parts). The CSV itself is parsed by
// parseModelFiguresCsv, which names the row and column of each problem.
import "./zod-without-eval";
import { z } from "zod";
import { reviewByField } from "./desk-fields";

export const CSV_MAX = 40_000;

/** The form of the firm's models (`modelIds`, app/content/model-basics.ts). */
export const deskModelFiguresSchema = (modelIds: readonly number[]) =>
  z.object({
    modelId: z.coerce.number({ error: "Choose the model." }).refine((id) => modelIds.includes(id), "Choose the model."),
    csv: z
      .string({ error: "Give the figures as CSV." })
      .trim()
      .min(1, "Give the figures as CSV.")
      .max(CSV_MAX, `The CSV has at most ${CSV_MAX} characters.`),
    reviewBy: reviewByField,
  });

export type DeskModelFigures = z.infer<ReturnType<typeof deskModelFiguresSchema>>;
export const deskModelFiguresFields = ["modelId", "csv", "reviewBy"] as const;
