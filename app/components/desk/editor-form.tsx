import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useFocusFirstError } from "~/components/forms/use-first-error";
import { FormOutcome } from "~/components/staff/form-outcome";
import { Button } from "~/components/ui/button";
import { editorCopy } from "~/content/desk";
import type { ContentKind } from "~/lib/content-desk/contract";
import type { EditorAnswer } from "./types";
import type { FormValues } from "~/lib/schemas/form-result";
import { formatMoment } from "~/lib/format-moment";
import { useDraftBackup } from "./draft-backup";
import { FindingsPanel } from "./findings-panel";
import { SignalFields } from "./signal-fields";
import { CommentaryFields, FundFactsFields, MediaFields, ModelFiguresFields, type FieldsProps } from "./kind-fields";

const fieldsOf: Partial<Record<ContentKind, (props: FieldsProps) => React.ReactNode>> = {
  commentary: CommentaryFields,
  media: MediaFields,
  "fund-facts": FundFactsFields,
  "model-figures": ModelFiguresFields,
  signal: SignalFields,
};

/** A kind's editor: its fields, the checks' findings beside them, Save and (for a saved version) Submit. */
export function EditorForm({
  kind,
  isNew,
  saved,
  answer,
  label,
  backup,
}: {
  kind: ContentKind;
  isNew: boolean;
  saved: FormValues;
  answer?: EditorAnswer;
  label: string;
  /** Where this tab keeps the fields as they are typed, and the keys the server has just saved (draft-backup.ts). */
  backup: { key: string; saved: readonly string[] };
}) {
  const scope = useRef<HTMLFormElement>(null);
  useFocusFirstError(scope, answer);
  const kept = useDraftBackup(scope, backup.key, backup.saved);
  const busy = useNavigation().state === "submitting";
  const Fields = fieldsOf[kind];
  if (!Fields) return null;
  // What was sent over what was saved: a saved draft's form sends no address (slug), which stays.
  const values = { ...saved, ...answer?.values };
  const errors = answer?.status === "invalid" ? answer.errors : {};
  return (
    <div className="mt-4 grid gap-4">
      {/* The checks' findings say it all below: one message, not two. */}
      {answer?.status === "refused" && answer.findings.length + answer.issues.length === 0 ? (
        <FormOutcome problem={answer.message} className="mt-0" />
      ) : null}
      {answer?.status === "invalid" && errors.form ? <FormOutcome problem={errors.form} className="mt-0" /> : null}
      <FindingsPanel
        findings={answer?.status === "refused" ? answer.findings : []}
        issues={answer?.status === "refused" ? answer.issues : []}
        csvProblems={answer?.status === "invalid" ? answer.csvProblems : []}
      />
      {kept.offer ? (
        <div role="status" className="rounded-lg border border-primary/50 bg-card p-4 text-sm">
          <p>{editorCopy.backupFound(formatMoment(kept.offer.at))}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button type="button" size="wrap" onClick={kept.restore}>
              {editorCopy.backupRestore}
            </Button>
            <Button type="button" variant="outline" size="wrap" onClick={kept.discard}>
              {editorCopy.backupDiscard}
            </Button>
          </div>
        </div>
      ) : null}
      <Form ref={scope} method="post" aria-label={label} className="grid gap-2 rounded-lg border border-border bg-card p-4">
        <Fields values={values} errors={errors} isNew={isNew} />
        <p className="text-sm text-muted-foreground">{isNew ? null : editorCopy.submitHint}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" variant={isNew ? "default" : "outline"} disabled={busy}>
            {editorCopy.save}
          </Button>
          {isNew ? null : (
            <Button type="submit" name="intent" value="submit" disabled={busy}>
              {editorCopy.submit}
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}
