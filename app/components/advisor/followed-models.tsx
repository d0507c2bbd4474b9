import { Link } from "react-router";
import { Mail } from "~/components/ui/icons/mail";
import { advisorDashboardCopy as copy } from "~/content/advisor-dashboard";
import type { FollowedModel } from "~/lib/advisor-changes";
import { DashboardLink, DashboardSection } from "./dashboard-section";

/** The models whose signals the advisor follows, each with its newest signal, and the way to change them. */
export function FollowedModels({ models }: { models: FollowedModel[] }) {
  return (
    <DashboardSection id="following-title" icon={Mail} title={copy.followingTitle} slot="followed-models">
      {models.length === 0 ? (
        <p className="mt-3 text-muted-foreground">{copy.followingNone}</p>
      ) : (
        <ul className="mt-3 grid gap-x-8 divide-y divide-border md:grid-cols-2 md:divide-y-0">
          {models.map((model) => (
            <li key={model.id} className="py-3" data-slot="followed-model">
              <Link to={model.href} className="font-semibold text-primary underline hover:no-underline">
                {model.name}
              </Link>
              {model.latest ? (
                <Link to={model.latest.href} className="block text-sm text-primary underline hover:no-underline">
                  {copy.followingLatest(model.latest.title, model.latest.effectiveDate)}
                </Link>
              ) : (
                <p className="text-sm text-muted-foreground">{copy.followingNoSignal}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <DashboardLink to={copy.followingManage.href}>{copy.followingManage.label}</DashboardLink>
    </DashboardSection>
  );
}
