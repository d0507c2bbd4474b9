import { Link } from "react-router";
import { Newspaper } from "~/components/ui/icons/newspaper";
import { RefreshCw } from "~/components/ui/icons/refresh-cw";
import { Signal } from "~/components/ui/icons/signal";
import { advisorDashboardCopy as copy } from "~/content/advisor-dashboard";
import type { AdvisorChange } from "~/lib/advisor-changes";
import { DashboardSection } from "./dashboard-section";

/** What changed since the advisor's previous sign-in, one line per change. */
export function ChangesSince({
  since,
  changes,
}: {
  /** The firm's day the changes are counted from: the previous sign-in, or the registration before a second one. */
  since: { day: string; from: "sign-in" | "registration" };
  changes: AdvisorChange[];
}) {
  return (
    <DashboardSection
      id="changes-title"
      icon={Signal}
      title={since.from === "sign-in" ? copy.changesTitle : copy.changesTitleFirstVisit}
      slot="changes-since"
    >
      <p className="mt-2 text-sm text-muted-foreground">
        {since.from === "sign-in" ? copy.changesSince(since.day) : copy.changesSinceRegistration(since.day)}
      </p>
      {changes.length > 0 ? (
        <ul className="mt-3 grid gap-3">
          {changes.map((change) => (
            <li
              key={`${change.kind}:${change.href}:${"viewHref" in change ? change.viewHref : ""}`}
              className="flex gap-2"
              data-slot="change"
            >
              <ChangeLine change={change} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3">{copy.noChanges}</p>
      )}
    </DashboardSection>
  );
}

function ChangeLine({ change }: { change: AdvisorChange }) {
  switch (change.kind) {
    case "commentary":
      return (
        <>
          <Newspaper aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <Link to={change.href} className="text-primary underline hover:no-underline">
            {copy.commentary(change.title)}
          </Link>
        </>
      );
    case "signal":
      return (
        <>
          <Signal aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <Link to={change.href} className="text-primary underline hover:no-underline">
            {copy.signal(change.modelName, change.title)}
          </Link>
        </>
      );
    case "saved-view-signal":
      return (
        <>
          <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <Link to={change.viewHref} className="text-primary underline hover:no-underline">
              {copy.savedViewSignal(change.label)}
            </Link>
            <span className="block text-sm text-muted-foreground">{copy.savedViewSignalViews(change.views, change.savedOn)}</span>
            <Link to={change.href} className="block text-sm text-primary underline hover:no-underline">
              {copy.savedViewSignalDetail(change.modelName)}
            </Link>
          </span>
        </>
      );
    case "zone-data": {
      const index = change.currentVersions.findIndex((version, at) => version !== change.savedVersions[at]);
      return (
        <>
          <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <Link to={change.href} className="text-primary underline hover:no-underline">
              {copy.zoneData(change.label)}
            </Link>
            <span className="block text-sm text-muted-foreground">
              {change.views}. {copy.zoneDataDetail(change.savedVersions[index] ?? "", change.currentVersions[index] ?? "")}
            </span>
          </span>
        </>
      );
    }
  }
}
