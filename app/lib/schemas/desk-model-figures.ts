// The desk's model figures form: one quarter's figures as CSV (pasted, or read from a chosen file
// in the browser: the site's forms carry no file parts), for one model or several. The CSV itself
// is read by importModelFiguresCsv (docs/model-figures-csv.md), which names the row and column of
// each problem.
import "./zod-without-eval";
import { z } from "zod";
import { reviewByField } from "./desk-fields";

/** The most the form takes: the site's forms are capped at 64 KB. */
export const CSV_MAX = 60_000;

export const deskModelFiguresSchema = z.object({
  csv: z
    .string({ error: "Give the figures as CSV." })
    .trim()
    .min(1, "Give the figures as CSV.")
    .max(CSV_MAX, `The CSV has at most ${CSV_MAX} characters.`),
  reviewBy: reviewByField,
});

export type DeskModelFigures = z.infer<typeof deskModelFiguresSchema>;
export const deskModelFiguresFields = ["csv", "reviewBy"] as const;
