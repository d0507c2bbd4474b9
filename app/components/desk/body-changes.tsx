import { reviewCopy } from "~/content/desk";
import type { BodyChange } from "./body-lines";

/** What a version changes against the live one, line by line: the live value beside the new one. */
export function BodyChanges({ changes, hasLive, label }: { changes: BodyChange[]; hasLive: boolean; label: string }) {
  if (changes.length === 0) return <p className="mt-2 text-sm text-muted-foreground">{reviewCopy.noChanges}</p>;
  return (
    <div className="mt-2">
      {hasLive ? null : <p className="text-sm text-muted-foreground">{reviewCopy.noLive}</p>}
      <table className="mt-2 w-full table-fixed border-collapse text-left text-sm" aria-label={label}>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="w-1/3 py-1 pr-2 font-semibold sm:w-1/4">
              <span className="sr-only">Field</span>
            </th>
            {hasLive ? (
              <th scope="col" className="py-1 pr-2 font-semibold">
                {reviewCopy.was}
              </th>
            ) : null}
            <th scope="col" className="py-1 font-semibold">
              {reviewCopy.becomes}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.path} className="border-b border-border align-top">
              <th scope="row" className="py-1 pr-2 font-semibold break-words text-muted-foreground">
                {change.path}
              </th>
              {hasLive ? (
                <td className="py-1 pr-2 whitespace-pre-wrap break-words">
                  {change.before === null ? (
                    <span className="text-muted-foreground">(none)</span>
                  ) : (
                    <del className="decoration-destructive">{change.before}</del>
                  )}
                </td>
              ) : null}
              <td className="py-1 whitespace-pre-wrap break-words">
                {change.after === null ? (
                  <span className="text-muted-foreground">(removed)</span>
                ) : (
                  <ins className="no-underline">{change.after}</ins>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
