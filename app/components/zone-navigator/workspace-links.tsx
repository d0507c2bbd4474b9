import { ClipboardList } from "~/components/ui/icons/clipboard-list";
import { Columns3 } from "~/components/ui/icons/columns-3";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { accountTypeCopy } from "~/content/zones";
import { workspaceLinksCopy as copy } from "~/content/zone-compare";
import { comparePath } from "~/lib/zone-views";
import { ProposalLink } from "./proposal-link";
import { isZoneNumber, type ZoneSelection } from "~/lib/zones";

/**
 * Beside the Zone Navigator's view: start a comparison with it and the zones either side (the
 * question an advisor asks first: one zone up or down), or find a client's zone.
 */
export function WorkspaceLinks({ selection }: { selection: ZoneSelection }) {
  const { zone, account } = selection;
  const neighbourhood = [zone - 1, zone, zone + 1].filter(isZoneNumber).map((near) => ({ zone: near, account }));
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center print:hidden">
      <Link
        to={comparePath(neighbourhood)}
        aria-label={copy.compareLabel(selection.zone, accountTypeCopy[selection.account].toggle)}
        className={buttonVariants({ variant: "outline" })}
      >
        <Columns3 aria-hidden="true" />
        {copy.compare}
      </Link>
      <ProposalLink views={[selection]} />
      <Link to="/zone-navigator/questionnaire" className={buttonVariants({ variant: "link" })}>
        <ClipboardList aria-hidden="true" />
        {copy.questionnaire}
      </Link>
    </div>
  );
}
