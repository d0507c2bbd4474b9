// Above a new signal's form: choose a model to start from the weights it holds now. A plain GET
// form (/staff/desk/new/signal?model=3), so it works without JavaScript and changes nothing.
import { Form } from "react-router";
import { SelectField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { editorCopy } from "~/content/desk";
import { modelNames } from "~/content/product-names";
import { ModelOptions } from "./signal-fields";
import type { SignalStart as Start } from "./types";

export function SignalStart({ start }: { start: Start | null }) {
  const copy = editorCopy.signalStart;
  const named = start ? modelNames[start.model as keyof typeof modelNames] : "";
  return (
    <section aria-labelledby="signal-start" className="mt-4 rounded-lg border border-border bg-card p-4 text-sm">
      <h2 id="signal-start" className="font-semibold">
        {copy.title}
      </h2>
      <p className="mt-1 text-muted-foreground">{copy.hint}</p>
      <Form method="get" className="mt-3 grid gap-x-3 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end">
        <SelectField label={copy.model} name="model" defaultValue={start ? String(start.model) : ""}>
          <ModelOptions />
        </SelectField>
        <Button type="submit" variant="outline" size="wrap" className="justify-self-start sm:mb-[1.625rem]">
          {copy.submit}
        </Button>
      </Form>
      {start ? (
        <p role="status" className="mt-3 font-medium">
          {start.asOf ? copy.filled(named, start.asOf) : copy.none(named)}
        </p>
      ) : null}
    </section>
  );
}
