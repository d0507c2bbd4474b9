// What the desk's routes hand its components: the shapes of their loader data and answers.
import type { ContentVersion, VersionStatus } from "~/lib/content-desk/contract";
import type { FieldErrors, FormValues } from "~/lib/schemas/form-result";

/** A version as the screens show it: dates as ISO text. */
export type VersionView = Omit<
  ContentVersion,
  "createdAt" | "updatedAt" | "submittedAt" | "reviewedAt" | "publishAt" | "publishedAt" | "replacedAt" | "retiredAt"
> & {
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  publishAt: string | null;
  publishedAt: string | null;
  replacedAt: string | null;
  retiredAt: string | null;
};

/** `publishAt`: when an approved version goes live (ISO), if it was approved for a set time. */
export type VersionLink = { id: string; number: number; status: VersionStatus; title: string; example: boolean; publishAt?: string | null };
export type DeskItem = { itemKey: string; title: string; live: VersionLink | null; open: VersionLink[] };
export type DueItem = { id: string; kind: ContentVersion["kind"]; itemKey: string; title: string; reviewBy: string; daysOverdue: number };

/** A new signal's starting model, and the day its weights in force took effect (null: it has none). */
export type SignalStart = { model: number; asOf: string | null };

/** A problem of a model figures CSV, in words that name its row and column. */
export type CsvProblem = string;

/** Why the store refused a step, in words, with the checks' findings or the body's issues. */
export type DeskRefusalAnswer = {
  status: "refused";
  message: string;
  findings: { where: string; message: string }[];
  issues: { path: string; message: string }[];
};

/** The editor's answer when nothing was saved or submitted. */
export type EditorAnswer =
  { status: "invalid"; errors: FieldErrors; values: FormValues; csvProblems: CsvProblem[] } | (DeskRefusalAnswer & { values: FormValues });

/** The review queue's answer when a version was neither approved nor returned. */
export type ReviewAnswer =
  | { status: "invalid"; id: string; errors: FieldErrors; values: FormValues }
  | { status: "refused"; id: string; message: string; values: FormValues };
