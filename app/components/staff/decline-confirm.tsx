// On an advisor's card in the console, after Decline (or Withdraw Approval): the decision mails
// the advisor at once, so the page asks first. Confirming posts the same decision with its note;
// keeping it as it is returns to the list, on that advisor's button.
import { advisorsCopy } from "~/content/staff";
import { ConfirmStep } from "./confirm-step";

export function DeclineConfirm({
  advisorId,
  name,
  note,
  approved,
  closesContent,
}: {
  advisorId: string;
  name: string;
  note: string;
  approved: boolean;
  closesContent: boolean;
}) {
  const copy = advisorsCopy.confirmDecline;
  return (
    <ConfirmStep
      id={`decline-${advisorId}`}
      title={copy.title(name, approved)}
      body={copy.body(closesContent)}
      fields={{ advisorId, decision: "declined", note, confirmed: "yes" }}
      confirm={copy.confirm(approved)}
      cancel={{ to: `/staff/advisors?kept=${encodeURIComponent(advisorId)}`, label: copy.cancel }}
      className="mt-3"
    />
  );
}
