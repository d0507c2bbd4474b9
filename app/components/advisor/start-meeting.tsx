import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ClipboardList } from "~/components/ui/icons/clipboard-list";
import { Target } from "~/components/ui/icons/target";
import { advisorDashboardCopy as copy } from "~/content/advisor-dashboard";

/** The dashboard's two ways into a client meeting: the questionnaire first, then the Zone Navigator. */
export function StartMeeting() {
  return (
    <section aria-labelledby="start-title" className="rounded-lg border border-border bg-card p-6">
      <h2 id="start-title" className="text-xl font-semibold">
        {copy.startTitle}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <Link to={copy.startProposal.href} className={buttonVariants({ size: "lg", className: "w-full" })}>
            <ClipboardList aria-hidden="true" />
            {copy.startProposal.label}
          </Link>
          <p className="mt-2 text-sm text-muted-foreground">{copy.startProposal.hint}</p>
        </div>
        <div>
          <Link to={copy.openNavigator.href} className={buttonVariants({ size: "lg", variant: "outline", className: "w-full" })}>
            <Target aria-hidden="true" />
            {copy.openNavigator.label}
          </Link>
          <p className="mt-2 text-sm text-muted-foreground">{copy.openNavigator.hint}</p>
        </div>
      </div>
    </section>
  );
}
