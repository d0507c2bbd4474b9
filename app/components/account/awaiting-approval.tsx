import { approvalCopy } from "~/content/approval";

/** What an advisor the firm has not approved yet reads on /advisor (ADVISOR_APPROVAL=staff). */
export function AwaitingApproval() {
  return (
    <div role="status" className="rounded-lg border border-accent/50 bg-accent/10 p-6">
      <h2 className="text-xl font-semibold">{approvalCopy.pending.title}</h2>
      <p className="mt-2">{approvalCopy.pending.lead}</p>
    </div>
  );
}
