// The server side of /staff/advisors: registered advisors with their verification and approval,
// and the approve / decline form (a POST answered with a redirect back).
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { decideApproval, listAdvisors } from "~/.server/staff/approvals";
import { staffOnly } from "~/.server/staff/staff-only";
import { NOTE_MAX } from "~/lib/schemas/lead-update";
import { advisorsCopy } from "~/content/staff";

const decisionSchema = z.object({
  advisorId: z.string().min(1).max(64),
  decision: z.enum(["approved", "declined"]),
  note: z.string().trim().max(NOTE_MAX).default(""),
  /** "yes" once the staff member has confirmed a decline: it mails the advisor at once. */
  confirmed: z.string().max(8).optional(),
});

export async function loadAdvisors(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db } = await staffOnly(request, context);
  const accounts = await accountServices(context);
  const done = new URL(request.url).searchParams.get("done");
  return data(
    {
      advisors: await listAdvisors(db),
      approvalRequired: accounts.approvalRequired ?? false,
      webhookConfigured: accounts.webhookConfigured ?? false,
      done: done === "approved" || done === "declined" ? (done as "approved" | "declined") : null,
      mailHeld: new URL(request.url).searchParams.get("mail") === "held",
    },
    { headers },
  );
}

export async function handleDecisionPost(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers, db } = await staffOnly(request, context);
  const refused = refusedPost(request, context);
  if (refused) return data({ problem: refused.message }, { status: refused.status, headers });
  const form = await request.formData().catch(() => new FormData());
  const checked = decisionSchema.safeParse(Object.fromEntries(form));
  if (!checked.success)
    return data({ problem: `Choose approve or decline; a note has at most ${NOTE_MAX} characters.` }, { status: 400, headers });
  // A decline not yet confirmed changes nothing: the page asks on the advisor's card.
  if (checked.data.decision === "declined" && checked.data.confirmed !== "yes")
    return data({ confirmDecline: { advisorId: checked.data.advisorId, note: checked.data.note } }, { headers });
  const accounts = await accountServices(context);
  const outcome = await decideApproval(db, checked.data, staff, accounts.siteUrl, accounts.deps.caps, accounts.approvalRequired ?? false);
  if (outcome.status === "unknown") return data({ problem: "No such advisor." }, { status: 404, headers });
  if (outcome.status === "unverified")
    return data({ problem: "The advisor has not verified the email address yet." }, { status: 409, headers });
  if (outcome.status === "needs-basis") return data({ problem: advisorsCopy.needsBasis }, { status: 400, headers });
  if (outcome.status === "unchanged")
    return data(
      { problem: `The advisor is ${checked.data.decision} already: nothing changed and no mail was sent.` },
      { status: 409, headers },
    );
  accounts.mailQueued(outcome.mail);
  return redirect(`/staff/advisors?done=${checked.data.decision}${outcome.mail ? "" : "&mail=held"}`, { headers });
}
