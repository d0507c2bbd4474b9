import { FileText } from "~/components/ui/icons/file-text";
import { buttonVariants } from "~/components/ui/button";
import { proposalLinkCopy as copy } from "~/content/proposal-link";
import { accountTypeCopy } from "~/content/zones";
import { proposalPath } from "~/lib/proposal-path";
import { cn } from "~/lib/utils";
import type { ZoneSelection } from "~/lib/zones";

/**
 * "Download proposal (PDF)" for the views on screen: a plain link to the file (not a client-side
 * navigation), so it works without JavaScript and the browser saves what the server answers.
 */
export function ProposalLink({
  views,
  questionnaire,
  className,
}: {
  views: readonly ZoneSelection[];
  /** The questionnaire result's address it is made from, for an advisor's proposal to carry the client's answers. */
  questionnaire?: string;
  className?: string;
}) {
  if (views.length === 0) return null;
  const names = views.map(({ zone, account }) => `zone ${zone}, ${accountTypeCopy[account].toggle}`).join("; ");
  return (
    <a
      href={questionnaire ? `${proposalPath(views)}&${new URLSearchParams({ questionnaire })}` : proposalPath(views)}
      download
      aria-label={copy.downloadLabel(names)}
      className={cn(buttonVariants({ variant: "outline" }), className)}
    >
      <FileText aria-hidden="true" />
      {copy.download}
    </a>
  );
}
