import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Icon } from "~/components/ui/icon";

/** A card of the advisor's dashboard: its heading with an icon, then what it lists. */
export function DashboardSection({
  id,
  icon: HeadingIcon,
  title,
  slot,
  children,
}: {
  id: string;
  icon: Icon;
  title: string;
  slot?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card p-6" data-slot={slot}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        <HeadingIcon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The way on from a card: a link on a line of its own. */
export function DashboardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-3">
      <Link to={to} className="font-semibold text-primary underline hover:no-underline">
        {children}
      </Link>
    </p>
  );
}
