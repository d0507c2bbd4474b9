// The words of the firm's side: the invitation screen and the staff console.
import { staffAddressProblem } from "~/lib/schemas/staff-address";
import { site } from "./site";

export const consoleTitle = (screen: string) => `${screen} | Staff Console | ${site.brand}`;

export const invitationCopy = {
  valid: {
    title: "Set Your Password",
    lead: "Choose the password of your staff account: at least 12 characters, not a common one.",
  },
  used: { title: "Invitation Already Used", lead: "This invitation has already been used. Sign in with the password you chose." },
  replaced: { title: "Invitation Replaced", lead: "This invitation was replaced by a newer one: use the link in the latest email." },
  expired: {
    title: "Invitation Expired",
    lead: "This invitation has expired: links work for 72 hours. Ask an administrator for a new one.",
  },
  unknown: {
    title: "Invitation Not Valid",
    lead: "This invitation link is not valid. Check that you opened the whole link from the email.",
  },
  passwordLabel: "New password",
  submit: "Set Password",
  submitting: "Saving...",
  toLogin: { label: "Go to sign in", href: "/login" },
  done: { title: "Password Set", description: "Your staff account is ready. Sign in with your address and the new password." },
};

/** Beside the signed-in address in the console's bar: the role, and whether the desk counts them a principal. */
export const consoleRoleLabel = (role: "staff" | "admin", principal: boolean) =>
  `${role === "admin" ? "Administrator" : "Staff"}${principal ? " · Principal" : ""}`;

export const consoleOverviewLabel = "Overview";

/** /staff/members: the accounts, their invitations, and an admin's two steps on each. */
export const membersCopy = {
  title: "Staff",
  description: "Staff accounts and invitations.",
  inviteTitle: "Invite someone",
  inviteForm: "Invite a member of staff",
  email: "Email",
  role: "Role",
  roles: { staff: "Staff", admin: "Administrator" },
  invite: "Send Invitation",
  accountsTitle: "Accounts",
  lastSignIn: (moment: string | null) => `last sign-in ${moment ?? "never"}`,
  invited: "invited, no password yet",
  twoFactorOn: " · two-factor on",
  /** Apart from the principal's toggle beside it, and named for what it ends: the account. */
  remove: "Remove Account",
  removeLabel: (email: string) => `Remove Account: ${email}`,
  /** Asked on the member's line before an account is removed. */
  confirmRemove: {
    title: (email: string) => `Remove the account of ${email}?`,
    body: "They can no longer sign in to the console, and an invitation not yet accepted stops working. Their audit entries are kept.",
    confirm: "Remove the Account",
    cancel: "Keep It",
  },
} as const;

/** The console's areas, in the order of its navigation; `admin` ones are shown to admins only. */
export const consoleAreas = [
  { href: "/staff/leads", label: "Leads", admin: false },
  { href: "/staff/advisors", label: "Advisors", admin: false },
  { href: "/staff/desk", label: "Desk", admin: false },
  { href: "/staff/documents", label: "Documents sent", admin: false },
  { href: "/staff/suitability", label: "Suitability", admin: false },
  { href: "/staff/deliveries", label: "Deliveries", admin: true },
  { href: "/staff/members", label: "Staff", admin: true },
  { href: "/staff/audit", label: "Audit log", admin: true },
  { href: "/staff/security", label: "Two-factor", admin: false },
] as const;

/** /staff: what waits in each area, beside its link. */
export const overviewCopy = {
  title: "Staff Console",
  description: "What waits for the firm's staff.",
  newLeads: (count: number) => `${count} new`,
  awaitingApproval: (count: number) => `${count} awaiting approval`,
  troubled: (count: number) => `${count} retrying or failed`,
  desk: (waiting: number, due: number, returned: number, releaseWaits = false) =>
    [
      `${waiting} waiting for a principal`,
      ...(releaseWaits ? ["the newest site release waits for a principal"] : []),
      ...(returned > 0 ? [`${returned} returned to you with a note`] : []),
      ...(due > 0 ? [`${due} live item${due === 1 ? "" : "s"} due for review`] : []),
    ].join(" · "),
  members: (count: number) => `${count} account${count === 1 ? "" : "s"}`,
  audit: "Every change by staff, in order; filter and export",
  documents: "Every proposal and fact sheet handed out, and each copy an advisor received",
  /** What a principal reviews: the zones chosen above what the answers allow that wait for a review. */
  suitability: (waiting: number) =>
    waiting > 0
      ? `${waiting} zone${waiting === 1 ? "" : "s"} chosen above the answers' limit wait${waiting === 1 ? "s" : ""} for a principal's review`
      : "Every questionnaire result saved for a client, kept as it was saved",
  twoFactor: (on: boolean) => (on ? "On for your account" : "Off for your account: turn it on here"),
} as const;

export const forbiddenCopy = {
  title: "Administrators Only",
  lead: "This part of the console is for administrators. Ask an administrator if you need it.",
};

export const sourceNames = { contact: "Contact form", registration: "Registration" } as const;
export const statusNames = { new: "New", contacted: "Contacted", closed: "Closed" } as const;

/** What a lead's page says after each of its forms, without JavaScript too (the address carries it). */
export const leadSavedCopy = {
  state: "Status and assignee saved.",
  note: "Note added.",
  unchanged: "Nothing changed.",
} as const;

/** A lead's page: answering the lead by mail. */
export const leadReplyCopy = {
  title: "Reply by Email",
  lead: (email: string) => `Your reply is mailed to ${email} and kept below with this lead.`,
  subject: "Subject",
  defaultSubject: (subject: string) => `Re: ${subject}`,
  message: "Reply",
  messageHint: (name: string) =>
    `The mail opens with "Hello ${name}," and ends with your address and the firm's name: write what comes between.`,
  submit: "Send Reply",
  sent: (mailServerConfigured: boolean) =>
    mailServerConfigured
      ? "Reply sent: it is on its way and kept with this lead."
      : "Reply kept with this lead. No mail server is configured yet, so it is sent once one is.",
  /** The reply was not sent: too many mails to that address, or from this staff member, this hour. */
  capped: "Not sent: this address, or your account, has been sent too many replies in the last hour. Try again later.",
  listTitle: "Replies Sent",
  none: "No reply sent yet.",
  to: "to",
} as const;

/** A lead's page: everything the same address sent, as one person's timeline. */
export const leadTimelineCopy = {
  title: "This Person's Timeline",
  lead: (email: string, count: number) =>
    count > 1
      ? `${count} contact messages and registrations from ${email}, oldest first.`
      : `This is the only contact message or registration from ${email} so far.`,
  current: "this lead",
} as const;

/** What approval means on the advisors page, in the firm's words (never the setting's name). */
export const advisorsCopy = {
  approvalRequired: "Advisor-only content opens once an advisor has verified the address and been approved here.",
  approvalRecorded:
    "Advisor-only content opens as soon as an advisor has verified the address. Approving or declining here is kept for the firm's records and opens or closes nothing for the advisor; the mail they get says so.",
  decided: (decision: "approved" | "declined", webhookConfigured: boolean, mailHeld = false) =>
    mailHeld
      ? `Advisor ${decision}${webhookConfigured ? ", and the firm's webhook hears of it" : ""}. ${decisionMailHeld}`
      : `Advisor ${decision}: a mail tells them${webhookConfigured ? ", and the firm's webhook hears of it" : ""}.`,
  /** Beside the badge that names the decision standing: when it was made. */
  decidedAt: "Decided",
  /** The note is the firm's: the decision's mail does not carry it. */
  note: "Note for the firm's record (not sent to the advisor; needed to approve an advisor with no CRD number)",
  needsBasis:
    "This advisor gave no CRD number: say in the note how you confirmed they are a financial professional (a registration checked, a call to their firm), then approve.",
  approve: "Approve",
  /** Only the decision that changes something is offered: an approved advisor can be declined, a declined one approved. */
  decline: (approved: boolean) => (approved ? "Withdraw Approval" : "Decline"),
  /** A decline mails the advisor at once: the button asks first, on the advisor's own card. */
  confirmDecline: {
    title: (name: string, approved: boolean) => (approved ? `Withdraw the approval of ${name}?` : `Decline ${name}?`),
    body: (closesContent: boolean) =>
      `A mail tells them at once, and it cannot be taken back; approving later sends another.${closesContent ? " Advisor-only content closes for them at once." : ""}`,
    confirm: (approved: boolean) => (approved ? "Yes, Withdraw Approval" : "Yes, Decline"),
    cancel: "Keep As It Is",
    /** The question asked of an advisor the list no longer has with a verified address. */
    unknown: "No such advisor with a verified address.",
  },
  /** FINRA's public record of a CRD number, to check a registration against. */
  brokerCheck: {
    label: "BrokerCheck",
    href: (crd: string) => `https://brokercheck.finra.org/individual/summary/${encodeURIComponent(crd)}`,
  },
} as const;

/** Why the deliveries page is empty, in the firm's words (what is not set up, not the setting's name). */
export const deliveriesCopy = {
  empty: "Nothing is retrying or failed.",
  leadsStoredOnly:
    "Contact messages and registrations are not forwarded anywhere yet: no webhook is configured, so each lead is stored here in the console only, and there is nothing to send or retry. Work them from Leads.",
  mailsStoredOnly:
    "Mails to advisors and staff are stored but not sent: no mail server is configured yet. Until one is, nobody receives verification, reset or invitation mails.",
  publications: {
    title: "Mails to followers",
    lead: "For each recent signal or commentary publication: its mails sent, waiting and failed. Followers' mails go out at the sending rate the firm's mail provider accepts, after account mails.",
    none: "No signal or commentary has been mailed to followers yet.",
    tableLabel: "Each publication's mails: sent, waiting and failed",
    columns: { publication: "Publication", sent: "Sent", pending: "Waiting", failed: "Failed" },
    purpose: { signal: "Signal", commentary: "Commentary" } as Record<string, string>,
    named: (kind: string, title: string, number: number) => `${kind}: ${title} (version ${number})`,
    retry: "Retry failed",
    retryLabel: (what: string) => `Retry the failed mails of ${what}`,
    retried: "The failed mails are queued again and go out at the sending rate, each with its Message-ID.",
    nothingToRetry: "That publication has no failed mails left to retry.",
  },
} as const;

export const memberProblems = {
  invalid: staffAddressProblem,
  role: "Choose a role: staff or administrator.",
  "mail-capped": "That address was sent enough invitations in the last hour: wait an hour before sending another.",
  advisor: "That address belongs to an advisor account; staff need an address of their own.",
  active: "That address already has a staff account.",
  unknown: "No staff account has that address.",
  "last-admin": "The last administrator who can sign in cannot be removed: invite another administrator, who must set a password first.",
  self: "You cannot remove your own account here.",
} as const;

/** Said after an approval or decline whose mail the address's mail cap held back. */
export const decisionMailHeld = "The mail to the advisor was not sent: the address was sent too many mails in the last hour.";

export const memberDone = {
  invited: "Invitation sent: the link to set a password works for 72 hours.",
  removed: "The staff account was removed. Its audit entries are kept.",
} as const;

/** The code screen of a two-factor sign-in (its own module: the advisor's account page reads it without the console's words). */

export const securityCopy = {
  title: "Two-Factor Sign-In",
  on: "Two-factor sign-in is on: after your password, you enter a code from your authenticator app.",
  off: "Two-factor sign-in is off. Turn it on so that your password alone does not open the console.",
  required: "The firm requires two-factor sign-in for every staff member: set it up to continue.",
  start: "Set Up Two-Factor Sign-In",
  setup: "In your authenticator app, scan the code below or add the key, then enter the code it shows to finish.",
  qrLabel: "QR code for your app",
  keyLabel: "Key",
  uriLabel: "Address for apps that take one",
  confirm: "Turn On",
  disable: "Turn Off",
  // Said above the state, so it says what changed rather than the state again.
  enabled: "Turned on. Your other sessions have ended, and every sign-in from now on asks for a code.",
  disabled: "Turned off. Your next sign-in asks for your password only.",
  wrong: "That code is not right. Enter the newest code from your app.",
};

export const auditCopy = {
  title: "Audit Log",
  lead: "Every staff action, newest first. Entries cannot be changed: each carries the hash of the one before.",
  filterLabel: "Filter the audit log",
  who: "Who (address)",
  action: "Action",
  anyAction: "Any",
  from: "From",
  to: "To",
  apply: "Apply Filter",
  clear: "Clear",
  export: "Export CSV",
  none: "No entries match.",
  shown: (count: number, older: boolean) => `${count} entr${count === 1 ? "y" : "ies"}${older ? ", older ones on the next page" : ""}`,
  newest: "Newest entries",
  older: "Older entries",
  pages: "Pages of the audit log",
  leadLink: "the lead",
  /** An entry's subject, named so the reader needs no other page. */
  subject: {
    lead: (name: string, id: string) => `Lead ${name} (${id})`,
    advisor: (email: string, name: string) => `Advisor ${name ? `${name}, ` : ""}${email}`,
    staff: (email: string, name: string) => `Staff member ${name ? `${name}, ` : ""}${email}`,
  },
} as const;
