import { Link } from "react-router";

const linkClass = "font-semibold text-primary underline hover:no-underline";

/**
 * A console list's paging, newest first: back to the newest page once paged (`newest`), and on to
 * older entries when there are more (`older`); each an address, or null for no link.
 */
export function OlderNewerLinks({
  newest,
  older,
  labels,
}: {
  newest: string | null;
  older: string | null;
  labels: { newest: string; older: string };
}) {
  return (
    <p className="mt-6 flex gap-6">
      {newest ? (
        <Link to={newest} className={linkClass}>
          {labels.newest}
        </Link>
      ) : null}
      {older ? (
        <Link to={older} className={linkClass}>
          {labels.older}
        </Link>
      ) : null}
    </p>
  );
}
