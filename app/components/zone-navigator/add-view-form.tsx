import { Plus } from "~/components/ui/icons/plus";
import { Form, Link } from "react-router";
import { SelectField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { compareCopy as copy } from "~/content/zone-compare";
import { accountTypeCopy } from "~/content/zones";
import { comparePath, sameView, viewKey, MAX_COMPARED_VIEWS } from "~/lib/zone-views";
import { ACCOUNT_TYPES, ZONES, isZoneNumber, type ZoneSelection } from "~/lib/zones";
import { viewName } from "~/content/zone-compare";

/**
 * Add a view: a GET form that carries the current list and the new view; the page's loader
 * answers with the address of the longer list. Quick-add links offer the neighbours of the
 * first view and its other account type.
 */
export function AddViewForm({ views }: { views: ZoneSelection[] }) {
  if (views.length >= MAX_COMPARED_VIEWS) return <p className="text-sm text-muted-foreground print:hidden">{copy.full}</p>;
  const suggestions = suggestedViews(views);
  return (
    <section aria-labelledby="add-view-title" className="rounded-lg border border-border bg-card p-6 shadow-sm print:hidden">
      <h2 id="add-view-title" className="text-xl font-semibold">
        {copy.addTitle}
      </h2>
      <Form method="get" preventScrollReset className="mt-4 flex flex-col gap-x-4 sm:flex-row sm:items-start">
        <input type="hidden" name="views" value={views.map(viewKey).join(",")} />
        <SelectField label={copy.addZone} name="zone" defaultValue={String(nextZone(views))} className="sm:w-32">
          {ZONES.map((zone) => (
            <option key={zone} value={zone}>
              Zone {zone}
            </option>
          ))}
        </SelectField>
        <SelectField label={copy.addAccount} name="account" defaultValue={views[0]?.account ?? "qualified"} className="sm:w-64">
          {ACCOUNT_TYPES.map((account) => (
            <option key={account} value={account}>
              {accountTypeCopy[account].toggle}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="sm:mt-6.5">
          <Plus aria-hidden="true" />
          {copy.addSubmit}
        </Button>
      </Form>
      {suggestions.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="font-semibold text-muted-foreground">{copy.suggestionsLabel}:</span>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {suggestions.map((view) => (
              <li key={viewKey(view)}>
                <Link to={comparePath([...views, view])} preventScrollReset className="text-primary underline hover:no-underline">
                  {copy.addSuggestion(viewName(view))}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The zones either side of the first view and its other account type, those not compared yet. */
function suggestedViews(views: ZoneSelection[]): ZoneSelection[] {
  const first = views[0];
  if (!first) return [];
  const other = ACCOUNT_TYPES.find((account) => account !== first.account) ?? first.account;
  const candidates: ZoneSelection[] = [
    ...[first.zone - 1, first.zone + 1].filter(isZoneNumber).map((zone) => ({ zone, account: first.account })),
    { zone: first.zone, account: other },
  ];
  return candidates.filter((candidate) => !views.some((view) => sameView(view, candidate))).slice(0, MAX_COMPARED_VIEWS - views.length);
}

/** The zone the form offers first: one above the last view, or 5. */
function nextZone(views: ZoneSelection[]): number {
  const last = views.at(-1);
  if (!last) return 5;
  return isZoneNumber(last.zone + 1) ? last.zone + 1 : last.zone - 1;
}
