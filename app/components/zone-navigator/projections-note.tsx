import { Link, useLocation } from "react-router";
import { ShieldCheck } from "~/components/ui/icons/shield-check";
import { projectionsNote } from "~/content/projections-note";
import { useSession } from "~/lib/session-state";
import { cn } from "~/lib/utils";

/**
 * In place of Expected Return and Max Drawdown for a reader they are hidden from: why, and a
 * sign-in link that comes back to this page; a reader already signed in (an advisor the firm
 * has not approved yet) is sent to their registration's status instead.
 */
export function ProjectionsNote({
  className,
  words: copy = projectionsNote,
}: {
  className?: string;
  /** Its words, for figures other than a zone's (a model's targets). */
  words?: { title: string; text: string; signIn: string };
}) {
  const { pathname, search } = useLocation();
  const signedIn = useSession().state === "signed-in";
  return (
    <div data-slot="projections-note" className={cn("flex gap-3 rounded-md bg-muted p-4 text-sm text-foreground", className)}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{copy.title}</p>
        <p>{copy.text}</p>
        <p className="print:hidden">
          <Link
            to={signedIn ? "/advisor" : projectionsNote.signInHref(pathname + search)}
            className="font-medium text-primary underline hover:no-underline"
          >
            {signedIn ? projectionsNote.waiting : copy.signIn}
          </Link>
        </p>
      </div>
    </div>
  );
}
