import { Link } from "react-router";
import { Bookmark } from "~/components/ui/icons/bookmark";
import { advisorDashboardCopy as copy } from "~/content/advisor-dashboard";

export type RecentSavedView = { id: string; label: string; href: string; views: string; savedOn: string };

/** The newest saved views (label, zones, date), and the way to all of them. */
export function RecentSavedViews({ views }: { views: RecentSavedView[] }) {
  return (
    <section aria-labelledby="recent-title" className="rounded-lg border border-border bg-card p-6" data-slot="recent-saved-views">
      <h2 id="recent-title" className="flex items-center gap-2 text-xl font-semibold">
        <Bookmark aria-hidden="true" className="size-5 text-primary" />
        {copy.recentTitle}
      </h2>
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
      <p className="mt-3">
        <Link to={copy.allSavedViews.href} className="font-semibold text-primary underline hover:no-underline">
          {copy.allSavedViews.label}
        </Link>
      </p>
    </section>
  );
}
