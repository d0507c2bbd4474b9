// The server side of /staff/members (admins): the staff list, an invitation (a mailed link to
// set a password) and a removal, each audited in its transaction.
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { inviteStaff, listStaff, removeStaff } from "~/.server/staff/staff-accounts";
import { requireRecentAuthentication } from "~/.server/staff/reauthentication";
import { staffOnly } from "~/.server/staff/staff-only";
import { memberDone, memberProblems } from "~/content/staff";
import { principalCopy } from "~/content/desk";
import { principalSchema } from "~/lib/schemas/desk-principal";
import { staffAddress } from "~/lib/schemas/staff-address";
import { principalIds, setPrincipal } from "~/.server/content-store/principals";

/** `confirmRemove`: the address whose removal the page asks to confirm (a removal takes two posts). */
export type MembersResult = { problem: string; values: { email?: string }; confirmRemove?: string };

export async function loadMembers(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers, db } = await staffOnly(request, context, "admin");
  const asked = new URL(request.url).searchParams.get("done");
  const done = asked === "invited" || asked === "removed" ? memberDone[asked] : principalDone(asked);
  const [members, principals] = await Promise.all([listStaff(db), principalIds(db)]);
  return data({ me: staff.id, members: members.map((member) => ({ ...member, principal: principals.has(member.id) })), done }, { headers });
}

const principalDone = (asked: string | null) =>
  asked === "principal-on" ? principalCopy.marked : asked === "principal-off" ? principalCopy.unmarked : null;

export async function handleMembersPost(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers, db } = await staffOnly(request, context, "admin");
  const refused = refusedPost(request, context);
  if (refused) return data<MembersResult>({ problem: refused.message, values: {} }, { status: refused.status, headers });
  // Who may use the console is the firm's most sensitive change: the password first, if not given recently.
  requireRecentAuthentication(staff, headers, "/staff/members");
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get("email") ?? "").slice(0, 254);
  if (form.get("intent") === "principal") {
    // Who may approve what the firm publishes is marked by an admin, audited with the change.
    const checked = principalSchema.safeParse(Object.fromEntries(form));
    // Stepping down is one's own; stepping up is another admin's, whatever else the form says.
    if (form.get("on") === "true" && form.get("staffId") === staff.id)
      return data<MembersResult>({ problem: principalCopy.self, values: {} }, { status: 403, headers });
    const missingBasis = checked.error?.issues.find((issue) => issue.path[0] === "basis");
    if (missingBasis) return data<MembersResult>({ problem: missingBasis.message, values: {} }, { status: 400, headers });
    const { siteUrl } = await accountServices(context);
    if (!checked.success || !(await setPrincipal(db, staff, checked.data.staffId, checked.data.on, checked.data.basis, { siteUrl })))
      return data<MembersResult>({ problem: principalCopy.unknown, values: {} }, { status: 400, headers });
    return redirect(`/staff/members?done=principal-${checked.data.on ? "on" : "off"}`, { headers });
  }
  if (form.get("intent") === "remove") {
    if (email.trim().toLowerCase() === staff.email)
      return data<MembersResult>({ problem: memberProblems.self, values: {} }, { status: 400, headers });
    const address = staffAddress(email);
    if (!address) return data<MembersResult>({ problem: memberProblems.invalid, values: {} }, { status: 400, headers });
    // Nothing is removed by one click: the page asks on the member's line first (found in a
    // compliance review, which removed an account by accident).
    if (form.get("confirmed") !== "yes") return data<MembersResult>({ problem: "", values: {}, confirmRemove: address }, { headers });
    const removal = await removeStaff(db, email, staff);
    if (removal.status !== "removed")
      return data<MembersResult>({ problem: memberProblems[removal.status], values: {} }, { status: 400, headers });
    return redirect("/staff/members?done=removed", { headers });
  }
  const accounts = await accountServices(context);
  const invitation = await inviteStaff(db, { email, role: String(form.get("role") ?? "") }, accounts.siteUrl, staff, accounts.deps.caps);
  if (invitation.status !== "invited")
    return data<MembersResult>(
      { problem: memberProblems[invitation.status], values: { email } },
      { status: invitation.status === "mail-capped" ? 429 : 400, headers },
    );
  accounts.mailQueued(invitation.mail);
  return redirect("/staff/members?done=invited", { headers });
}
