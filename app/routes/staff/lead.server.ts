// The server side of /staff/leads/:id: the lead with its whole message, notes and history, and
// its forms (status and assignee; a note; a reply by mail). Each post answers with a redirect back to the
// page, which names what was saved; a bad field is answered 400 and changes nothing.
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { auditActions, auditOf, recordAudit } from "~/.server/staff/audit";
import { addLeadNote, assignableStaff, updateLead } from "~/.server/staff/lead-actions";
import { timelineOf } from "~/.server/staff/lead-timeline";
import { findLead } from "~/.server/staff/leads";
import { staffOnly } from "~/.server/staff/staff-only";
import { fieldErrors, type FieldErrors } from "~/lib/schemas/form-result";
import { leadNoteSchema, leadReplySchema, leadStateSchema, replyRefused } from "~/lib/schemas/lead-update";
import { log } from "~/.server/log";
import { repliesOf, replyToLead } from "~/.server/staff/lead-replies";
import { leadReplyCopy } from "~/content/staff";
import { proseFindings } from "~/lib/compliance/prose";
import { ownNames } from "~/lib/content-desk/check";
import { publishedContentContext } from "~/.server/load-context";

/** Replies one staff member may send in an hour, to all leads together. */
const REPLIES_PER_STAFF = { scope: "lead-reply-staff", max: 30, windowMs: 60 * 60 * 1000 };

export type LeadActionResult = {
  form: "state" | "note" | "reply";
  errors: FieldErrors;
  values: { note?: string; subject?: string; message?: string };
};

async function leadFor(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const guarded = await staffOnly(request, context);
  const lead = await findLead(guarded.db, id);
  if (!lead) throw data(null, { status: 404, headers: guarded.headers });
  return { ...guarded, lead };
}

export async function loadLead(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const { headers, db, lead, staff: me } = await leadFor(request, context, id);
  const saved = new URL(request.url).searchParams.get("saved");
  // Who read a lead's whole record (message, phone) is on the log; the page shown again after a
  // save is the same reading.
  if (saved === null) await recordAudit(db, me, { action: auditActions.leadOpened, subjectType: "lead", subjectId: lead.id });
  const [history, staff, timeline, replies] = await Promise.all([
    auditOf(db, id),
    assignableStaff(db),
    timelineOf(db, lead.email),
    repliesOf(db, id),
  ]);
  const accounts = await accountServices(context);
  return data(
    {
      lead,
      history,
      staff,
      timeline,
      replies,
      webhookConfigured: accounts.webhookConfigured ?? false,
      mailServerConfigured: accounts.mailServerConfigured ?? false,
      saved: saved === "state" || saved === "note" || saved === "unchanged" || saved === "reply" ? saved : null,
    },
    { headers },
  );
}

export async function handleLeadPost(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const { staff, headers, db, lead } = await leadFor(request, context, id);
  const refused = refusedPost(request, context);
  if (refused)
    return data<LeadActionResult>({ form: "state", errors: { form: refused.message }, values: {} }, { status: refused.status, headers });
  const form = await request.formData().catch(() => new FormData());
  const fields = Object.fromEntries(form);
  const back = (saved: string) => redirect(`/staff/leads/${id}?saved=${saved}`, { headers });

  if (form.get("intent") === "reply") {
    const checked = leadReplySchema.safeParse(fields);
    // The schema knows the firm's products by "our funds" and "the model"; here by their names and
    // tickers too (found in a compliance review: "RSMV returned 14.2% in 2025." was mailed to a lead).
    const own = ownNames(context.get(publishedContentContext));
    const named = checked.success
      ? (["subject", "message"] as const).flatMap((field) => proseFindings(checked.data[field], field, own))
      : [];
    if (!checked.success || named.length > 0)
      return data<LeadActionResult>(
        {
          form: "reply",
          errors: checked.success
            ? Object.fromEntries(named.map((finding) => [finding.where, `${replyRefused} ${finding.message}`]))
            : fieldErrors(checked.error),
          values: { subject: String(fields.subject ?? "").slice(0, 400), message: String(fields.message ?? "").slice(0, 6000) },
        },
        { status: 400, headers },
      );
    // A lead's address is whatever the public form was given: replies are capped per address and
    // per staff member, so neither a stolen session nor a typo turns the firm into a mail relay.
    const accounts = await accountServices(context);
    const mine = await accounts.base.limits.hit(REPLIES_PER_STAFF, staff.id);
    if (!mine.allowed || !(await accounts.deps.caps.allow(lead.email, "lead-reply"))) {
      headers.set("Retry-After", String(mine.allowed ? 3600 : mine.retryAfterSeconds));
      return data<LeadActionResult>(
        { form: "reply", errors: { form: leadReplyCopy.capped }, values: { subject: checked.data.subject, message: checked.data.message } },
        { status: 429, headers },
      );
    }
    const mail = await replyToLead(db, lead, checked.data, staff);
    log("info", "staff.lead.replied", { leadId: lead.id, mailId: mail.id });
    accounts.mailQueued(mail);
    return back("reply");
  }
  if (form.get("intent") === "note") {
    const checked = leadNoteSchema.safeParse(fields);
    if (!checked.success)
      return data<LeadActionResult>(
        { form: "note", errors: fieldErrors(checked.error), values: { note: String(fields.note ?? "").slice(0, 2000) } },
        { status: 400, headers },
      );
    await addLeadNote(db, lead.id, checked.data.note, staff);
    return back("note");
  }
  const checked = leadStateSchema.safeParse(fields);
  if (!checked.success)
    return data<LeadActionResult>({ form: "state", errors: fieldErrors(checked.error), values: {} }, { status: 400, headers });
  const outcome = await updateLead(db, lead, { status: checked.data.status, assigneeId: checked.data.assignee }, staff);
  if (outcome === "unknown-assignee")
    return data<LeadActionResult>(
      { form: "state", errors: { assignee: "Choose a member of staff." }, values: {} },
      { status: 400, headers },
    );
  return back(outcome === "saved" ? "state" : "unchanged");
}
