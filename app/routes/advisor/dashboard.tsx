// The advisor area's dashboard: only for a verified, signed-in advisor; anyone else goes to
// /login and comes back here after signing in.
import { Link } from "react-router";
import { AwaitingApproval } from "~/components/account/awaiting-approval";
import { DownloadsSection } from "~/components/account/downloads-section";
import { ChangesSince } from "~/components/advisor/changes-since";
import { DashboardSection } from "~/components/advisor/dashboard-section";
import { FollowedModels } from "~/components/advisor/followed-models";
import { RecentSavedViews } from "~/components/advisor/recent-saved-views";
import { StartMeeting } from "~/components/advisor/start-meeting";
import { Newspaper } from "~/components/ui/icons/newspaper";
import { accountPageCopy } from "~/content/account-page";
import { advisorDashboardCopy as copy } from "~/content/advisor-dashboard";
import { accountPages as pages } from "~/content/account-pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dashboard";
import { loadDashboard } from "./dashboard.server";

export const meta = () => pageMeta(pages["/advisor"], { index: false });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDashboard(request, context);
}

export default function AdvisorArea({ loaderData }: Route.ComponentProps) {
  const { advisor, recent, since, changes, following, articles, awaitingApproval, factSheets } = loaderData;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-semibold">{copy.welcome(advisor.firstName, advisor.lastName)}</h1>
        <p className="mt-2 text-muted-foreground">{copy.firm(advisor.firmName, site.brand)}</p>
        <p className="mt-2">
          <Link to={accountPageCopy.link.href} className="font-semibold text-primary underline hover:no-underline">
            {accountPageCopy.link.label}
          </Link>
        </p>
      </div>
      {awaitingApproval ? (
        <AwaitingApproval />
      ) : (
        <>
          <StartMeeting />
          <div className="grid gap-8 md:grid-cols-2">
            <RecentSavedViews views={recent} />
            <ChangesSince since={since} changes={changes} />
          </div>
          <FollowedModels models={following} />
          <DownloadsSection models={factSheets} />
        </>
      )}
      <DashboardSection id="commentary-title" icon={Newspaper} title={copy.commentaryTitle}>
        <ul className="mt-4 grid gap-2">
          {articles.map((article) => (
            <li key={article.href}>
              <Link to={article.href} className="text-primary underline hover:no-underline">
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      </DashboardSection>
    </section>
  );
}
