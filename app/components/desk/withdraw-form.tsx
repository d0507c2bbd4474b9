// On an approved version's page, for a principal: take it back before it goes live, with a note
// to its author (docs/decisions/0020).
import { Form } from "react-router";
import { TextareaField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { editorCopy } from "~/content/desk";
import { RETURN_NOTE_MAX } from "~/lib/schemas/desk-review";
import type { EditorAnswer } from "./types";

export function WithdrawForm({ answer }: { answer: EditorAnswer | undefined }) {
  const invalid = answer?.status === "invalid" ? answer : undefined;
  return (
    <section aria-labelledby="desk-withdraw" className="mt-4 rounded-lg border border-border bg-card p-4">
      <h2 id="desk-withdraw" className="font-semibold">
        {editorCopy.withdrawTitle}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{editorCopy.withdrawHint}</p>
      <Form method="post" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value="withdraw" />
        <TextareaField
          label={editorCopy.withdrawNote}
          name="note"
          required
          rows={3}
          maxLength={RETURN_NOTE_MAX}
          className="[&_textarea]:min-h-20"
          defaultValue={invalid?.values.note}
          error={invalid?.errors.note}
        />
        <Button type="submit" variant="outline" size="wrap" className="justify-self-start">
          {editorCopy.withdraw}
        </Button>
      </Form>
    </section>
  );
}
