import { useEffect, useRef } from "react";
import { editorCopy, fieldCopy } from "~/content/desk";
import type { CsvProblem } from "./types";

type Props = {
  findings: { where: string; message: string }[];
  issues: { path: string; message: string }[];
  csvProblems: CsvProblem[];
};

/** A field by the label the form gives it, when the form has one. */
function labelOf(field: string): string | undefined {
  const label: unknown = (fieldCopy as Record<string, unknown>)[field];
  return typeof label === "string" ? label : undefined;
}

/** Where a finding is: the field it names last ("commentary:rates › markdown"), by its label. */
function whereIn(where: string): string {
  const label = labelOf(where.split(" › ").at(-1) ?? "");
  return label ? editorCopy.findingIn(label) : where;
}

/** Everything the checks (or the CSV import) found, in words, above the form; it takes the focus when it appears. */
export function FindingsPanel({ findings, issues, csvProblems }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const count = findings.length + issues.length + csvProblems.length;
  useEffect(() => {
    if (count > 0) ref.current?.focus();
  }, [count, findings, issues, csvProblems]);
  if (count === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="desk-findings"
      className="scroll-mt-24 rounded-lg border border-destructive/60 bg-card p-4 text-sm"
    >
      <h2 id="desk-findings" className="font-semibold text-destructive">
        {csvProblems.length > 0 ? fieldCopy.csvErrorsTitle : editorCopy.findingsTitle}
      </h2>
      <p className="mt-1 text-muted-foreground">{csvProblems.length > 0 ? fieldCopy.csvErrorsLead : editorCopy.findingsLead}</p>
      <ul className="mt-2 grid list-disc gap-1 pl-5">
        {findings.map((finding, index) => (
          <li key={`f${index}`}>
            {finding.message}
            {finding.where ? <span className="text-muted-foreground"> ({whereIn(finding.where)})</span> : null}
          </li>
        ))}
        {issues.map((issue, index) => (
          <li key={`i${index}`}>
            {issue.path ? <span className="font-semibold">{labelOf(issue.path) ?? issue.path}: </span> : null}
            {issue.message}
          </li>
        ))}
        {csvProblems.map((problem, index) => (
          <li key={`c${index}`}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
