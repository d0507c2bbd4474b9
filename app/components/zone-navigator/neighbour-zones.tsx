import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { zoneCategoryClasses } from "~/components/zone-navigator/zone-colors";
import { questionnaireCopy as copy } from "~/content/questionnaire";
import { zoneNavigatorCopy } from "~/content/zones";
import { questionnairePath, type Answers } from "~/lib/questionnaire-scoring";
import type { ZoneFacts } from "~/lib/zone-projections";
import { zoneCategory, type AccountType, type ZoneNumber } from "~/lib/zones";
import { cn } from "~/lib/utils";

type Props = { neighbours: ZoneFacts[]; chosen: ZoneNumber; answers: Answers; account: AccountType };

/** The zones either side of the suggestion, each with a link that chooses it instead. */
export function NeighbourZones({ neighbours, chosen, answers, account }: Props) {
  return (
    <section aria-labelledby="neighbours-title">
      <h2 id="neighbours-title" className="text-xl font-semibold">
        {copy.neighboursTitle}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.neighboursLead}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {neighbours.map((record) => (
          <li key={record.zone}>
            <Card className="h-full p-5">
              <h3 className={cn("font-serif text-xl font-semibold", zoneCategoryClasses[zoneCategory(record.zone)].text)}>
                {zoneNavigatorCopy.zoneTitle(record.zone)}
              </h3>
              <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-muted-foreground">{zoneNavigatorCopy.riskLevel}</dt>
                  <dd className="font-semibold text-foreground">{record.risklevel}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{zoneNavigatorCopy.timeHorizon}</dt>
                  <dd className="font-semibold text-foreground">{record.timehorizon}</dd>
                </div>
              </dl>
              <p className="mt-3 text-sm print:hidden">
                {record.zone === chosen ? (
                  <span className="font-semibold text-foreground">{copy.chosenNow}</span>
                ) : (
                  <Link
                    to={questionnairePath(answers, account, record.zone)}
                    className="font-medium text-primary underline hover:no-underline"
                  >
                    {copy.chooseZone(record.zone)}
                  </Link>
                )}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
