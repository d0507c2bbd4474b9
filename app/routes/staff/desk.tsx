// /staff/desk (staff): the publishing desk: every item by kind, what is live and what is being
// worked on, what is due for review, and a new version of each kind.
import { Link } from "react-router";
import { DueList } from "~/components/desk/due-list";
import { KindSection } from "~/components/desk/kind-section";
import { deskCopy } from "~/content/desk";
import { consoleTitle } from "~/content/staff";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/desk";
import { loadDesk } from "./desk.server";

export const meta = () => pageMeta({ title: consoleTitle(deskCopy.title), description: deskCopy.lead });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDesk(request, context);
}

export default function DeskPage({ loaderData }: Route.ComponentProps) {
  const { kinds, due, waiting } = loaderData;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-semibold sm:text-3xl">{deskCopy.title}</h1>
          <p className="mt-2 text-muted-foreground">{deskCopy.lead}</p>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          <Link to="/staff/desk/review" className="text-primary underline underline-offset-4 hover:no-underline">
            {deskCopy.toReview} ({waiting})
          </Link>
          <Link to="/staff/archive" className="text-primary underline underline-offset-4 hover:no-underline">
            {deskCopy.toArchive}
          </Link>
          <Link to="/staff/releases" className="text-primary underline underline-offset-4 hover:no-underline">
            {deskCopy.toReleases}
          </Link>
        </p>
      </div>
      <DueList due={due} />
      {kinds.map((group) => (
        <KindSection key={group.kind} kind={group.kind} items={group.items} />
      ))}
    </section>
  );
}
