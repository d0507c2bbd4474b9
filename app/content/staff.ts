// The words of the firm's side: the invitation screen and the staff console.
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

/** The console's areas, in the order of its navigation; `admin` ones are shown to admins only. */
export const consoleAreas = [
  { href: "/staff/leads", label: "Leads", admin: false },
  { href: "/staff/advisors", label: "Advisors", admin: false },
  { href: "/staff/deliveries", label: "Deliveries", admin: true },
  { href: "/staff/members", label: "Staff", admin: true },
  { href: "/staff/audit", label: "Audit log", admin: true },
] as const;

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

export const memberProblems = {
  invalid: "Enter the address to invite and choose a role.",
  advisor: "That address belongs to an advisor account; staff need an address of their own.",
  active: "That address already has a staff account.",
  unknown: "No staff account has that address.",
  "last-admin": "The last administrator cannot be removed: invite another administrator first.",
  self: "You cannot remove your own account here.",
} as const;

export const memberDone = {
  invited: "Invitation sent: the link to set a password works for 72 hours.",
  removed: "The staff account was removed. Its audit entries are kept.",
} as const;
