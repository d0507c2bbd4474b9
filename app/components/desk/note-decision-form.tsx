// On a version's page, for a principal: a decision that needs their words (docs/decisions/0020).
// Withdraw an approved version before it goes live, with a note to its author; or retire a live
// one from the site, with the reason. Each is its own section, apart from the everyday buttons.
import { Form } from "react-router";
import { TextareaField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { editorCopy } from "~/content/desk";
import { RETURN_NOTE_MAX } from "~/lib/schemas/desk-review";
import type { EditorAnswer } from "./types";

const decisions = {
  withdraw: { title: editorCopy.withdrawTitle, hint: editorCopy.withdrawHint, label: editorCopy.withdrawNote, button: editorCopy.withdraw },
  retire: { title: editorCopy.retireTitle, hint: editorCopy.retireHint, label: editorCopy.retireNote, button: editorCopy.retire },
} as const;

export function NoteDecisionForm({ intent, answer }: { intent: keyof typeof decisions; answer: EditorAnswer | undefined }) {
  const invalid = answer?.status === "invalid" ? answer : undefined;
  const copy = decisions[intent];
  const id = `desk-${intent}`;
  return (
    <section aria-labelledby={id} className="mt-4 rounded-lg border border-border bg-card p-4">
      <h2 id={id} className="font-semibold">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.hint}</p>
      <Form method="post" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value={intent} />
        <TextareaField
          label={copy.label}
          name="note"
          required
          rows={3}
          maxLength={RETURN_NOTE_MAX}
          className="[&_textarea]:min-h-20"
          defaultValue={invalid?.values.note}
          error={invalid?.errors.note}
        />
        <Button type="submit" variant="outline" size="wrap" className="justify-self-start">
          {copy.button}
        </Button>
      </Form>
    </section>
  );
}
