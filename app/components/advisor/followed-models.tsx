import { Link } from "react-router";
import { Mail } from "~/components/ui/icons/mail";
import { advisorDashboardCopy as copy } from "~/content/advisor-dashboard";

export type FollowedModel = {
  id: number;
  name: string;
  href: string;
  latest?: { title: string; href: string; effectiveDate: string };
};

/** The models whose signals the advisor follows, each with its newest signal, and the way to change them. */
export function FollowedModels({ models }: { models: FollowedModel[] }) {
  return (
    <section aria-labelledby="following-title" className="rounded-lg border border-border bg-card p-6" data-slot="followed-models">
      <h2 id="following-title" className="flex items-center gap-2 text-xl font-semibold">
        <Mail aria-hidden="true" className="size-5 text-primary" />
        {copy.followingTitle}
      </h2>
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
      <p className="mt-3">
        <Link to={copy.followingManage.href} className="font-semibold text-primary underline hover:no-underline">
          {copy.followingManage.label}
        </Link>
      </p>
    </section>
  );
}
