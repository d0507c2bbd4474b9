import { Link } from "react-router";
import { Bookmark } from "~/components/ui/icons/bookmark";
import { advisorDashboardCopy as copy } from "~/content/advisor-dashboard";
import { DashboardLink, DashboardSection } from "./dashboard-section";

export type RecentSavedView = { id: string; label: string; href: string; views: string; savedOn: string };

/** The newest saved views (label, zones, date), and the way to all of them. */
export function RecentSavedViews({ views }: { views: RecentSavedView[] }) {
  return (
    <DashboardSection id="recent-title" icon={Bookmark} title={copy.recentTitle} slot="recent-saved-views">
      {views.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{copy.recentEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {views.map((view) => (
            <li key={view.id} className="py-3" data-slot="recent-saved-view">
              <Link to={view.href} className="font-semibold text-primary underline hover:no-underline">
                {view.label}
              </Link>
              <p className="text-sm text-foreground">{view.views}</p>
              <p className="text-xs text-muted-foreground">{copy.savedOn(view.savedOn)}</p>
            </li>
          ))}
        </ul>
      )}
      <DashboardLink to={copy.allSavedViews.href}>{copy.allSavedViews.label}</DashboardLink>
    </DashboardSection>
  );
}
