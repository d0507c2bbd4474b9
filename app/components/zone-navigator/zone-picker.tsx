import { Form } from "react-router";
import { zoneCategoryClasses } from "~/components/zone-navigator/zone-colors";
import { accountTypeCopy, zoneNavigatorCopy as copy } from "~/content/zones";
import { ACCOUNT_TYPES, ZONES, zoneCategory, type ZoneSelection } from "~/lib/zones";
import { cn } from "~/lib/utils";

// The native input covers its face, invisible, so a click or tap lands on the radio itself.
const hiddenInput = "peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0";
const focusRing = "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring";

/**
 * The account type toggle and the ten zone buttons, as two native radio groups in one GET form:
 * arrow keys move the choice, screen readers announce it, and without JavaScript the submit
 * button loads the chosen view. With JavaScript every change goes straight to its URL.
 */
export function ZonePicker({ selection, onSelect }: { selection: ZoneSelection; onSelect: (next: ZoneSelection) => void }) {
  return (
    <Form method="get" preventScrollReset className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-muted-foreground">{copy.accountLegend}</legend>
        <div className="inline-flex w-full rounded-lg border border-border bg-muted p-1 sm:w-auto">
          {ACCOUNT_TYPES.map((account) => (
            <label key={account} className="relative flex-1 sm:flex-none">
              <input
                type="radio"
                name="account"
                value={account}
                checked={selection.account === account}
                onChange={() => onSelect({ ...selection, account })}
                className={hiddenInput}
              />
              <span
                className={cn(
                  "pointer-events-none flex min-h-11 items-center justify-center rounded-md px-3 text-center text-sm font-semibold transition-colors sm:px-5",
                  focusRing,
                  selection.account === account
                    ? "bg-primary text-primary-foreground shadow-sm"
                    : "text-muted-foreground hover:bg-background hover:text-foreground",
                )}
              >
                {accountTypeCopy[account].toggle}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">{copy.zoneLegend}</legend>
        {/* Ten in one row on every width: on a phone each column is a 44 px tall target around a smaller circle. */}
        <div className="grid grid-cols-10 gap-1 sm:gap-2">
          {ZONES.map((zone) => {
            const selected = selection.zone === zone;
            return (
              <label key={zone} className="relative flex h-11 items-center justify-center">
                <input
                  type="radio"
                  name="zone"
                  value={zone}
                  checked={selected}
                  onChange={() => onSelect({ ...selection, zone })}
                  className={hiddenInput}
                />
                <span
                  data-selected={selected || undefined}
                  className={cn(
                    "pointer-events-none flex size-7 items-center justify-center rounded-full border-2 text-sm transition-colors sm:size-11 sm:text-base",
                    focusRing,
                    selected
                      ? cn("border-white font-bold text-white ring-3", zoneCategoryClasses[zoneCategory(zone)].selected)
                      : "border-border bg-card font-medium text-foreground hover:border-primary",
                  )}
                >
                  <span className="sr-only">Zone </span>
                  {zone}
                </span>
              </label>
            );
          })}
        </div>
        <div aria-hidden="true" className="mt-3 h-2 rounded-full bg-linear-to-r from-zone-conservative via-zone-balanced to-zone-growth" />
        <div aria-hidden="true" className="mt-2 flex justify-between text-xs font-medium text-muted-foreground">
          {copy.scaleLabels.map((label) => (
            <span key={label}>{label}</span>
          ))}
        </div>
      </fieldset>

      <noscript>
        <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground">
          {copy.showSelection}
        </button>
      </noscript>
    </Form>
  );
}
