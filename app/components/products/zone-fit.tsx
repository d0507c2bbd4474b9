import { Link } from "react-router";
import { zoneCategoryClasses } from "~/components/zone-navigator/zone-colors";
import { cn } from "~/lib/utils";
import { zoneCategory, type ZoneNumber } from "~/lib/zones";

export type ZoneFitGroup = { account: string; label: string; zones: { zone: ZoneNumber; href: string }[] };

/** The zones a model or ETF fits, by account type, each a link to that view of the Zone Navigator. */
export function ZoneFit({
  groups,
  none,
  zoneLabel,
}: {
  groups: readonly ZoneFitGroup[];
  none: string;
  zoneLabel: (zone: number) => string;
}) {
  if (groups.length === 0) return <p className="text-sm text-muted-foreground">{none}</p>;
  return (
    <dl className="flex flex-col gap-3">
      {groups.map((group) => (
        <div key={group.account}>
          <dt className="text-sm font-semibold text-foreground">{group.label}</dt>
          <dd className="mt-1.5">
            <ul className="flex flex-wrap gap-2">
              {group.zones.map(({ zone, href }) => (
                <li key={zone}>
                  <Link
                    to={href}
                    aria-label={`${zoneLabel(zone)}, ${group.label}`}
                    className={cn(
                      "inline-flex min-h-9 items-center rounded-full border border-border bg-card px-3 text-sm font-semibold underline-offset-2 hover:underline",
                      zoneCategoryClasses[zoneCategory(zone)].text,
                    )}
                  >
                    {zoneLabel(zone)}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
