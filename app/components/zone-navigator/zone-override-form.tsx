import { Form } from "react-router";
import { SelectField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { questionnaireCopy as copy } from "~/content/questionnaire";
import { accountTypeCopy, zoneNavigatorCopy } from "~/content/zones";
import type { Answers } from "~/lib/questionnaire-scoring";
import { ACCOUNT_TYPES, ZONES, type AccountType, type ZoneNumber } from "~/lib/zones";

type Props = { answers: Answers; account: AccountType; suggested: ZoneNumber; chosen: ZoneNumber };

/** The advisor's own choice of zone: a GET form that keeps the answers and adds `chosen`. */
export function ZoneOverrideForm({ answers, account, suggested, chosen }: Props) {
  return (
    <section aria-labelledby="override-title" className="rounded-lg border border-border bg-card p-6 shadow-sm print:hidden">
      <h2 id="override-title" className="text-xl font-semibold">
        {copy.overrideTitle}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.overrideLead}</p>
      <Form method="get" key={`${chosen}-${account}`} className="mt-4 flex flex-col gap-x-4 sm:flex-row sm:items-start">
        {Object.entries(answers).map(([question, answer]) => (
          <input key={question} type="hidden" name={question} value={answer} />
        ))}
        <SelectField label={copy.overrideZone} name="chosen" defaultValue={String(chosen)} className="sm:w-56">
          {ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {copy.overrideZoneOption(zone, suggested)}
            </option>
          ))}
        </SelectField>
        <SelectField label={zoneNavigatorCopy.accountType} name="account" defaultValue={account} className="sm:w-64">
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {accountTypeCopy[type].label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="sm:mt-6.5">
          {copy.overrideSubmit}
        </Button>
      </Form>
    </section>
  );
}
