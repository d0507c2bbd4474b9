// The words of the mails of the firm's side.
import { composeMail, type ComposedMail } from "~/.server/mail/compose";
import { footerDisclaimers, site } from "~/content/site";
import { firmMailDocuments } from "~/content/signal-mails";
import type { StaffRole } from "./staff-accounts";

/**
 * A staff member's answer to a lead: their words, signed with their address and the firm's, then
 * the firm's standing disclosures and documents, as on every page of the site: a lead may be a
 * member of the public (found in a compliance review: a reply carried only the firm's address).
 */
export const leadReplyMail = (name: string, subject: string, message: string, staffEmail: string): ComposedMail =>
  composeMail({
    subject,
    greeting: `Hello ${name},`,
    paragraphs: message
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    after: [`${staffEmail}, ${site.brand}`, `To answer, write to ${site.email}.`, ...footerDisclaimers, ...firmMailDocuments],
  });

export const invitationMail = (role: StaffRole, url: string): ComposedMail =>
  composeMail({
    subject: `You are invited to the ${site.brand} staff console`,
    greeting: "Hello,",
    paragraphs: [
      `You have been given ${role === "admin" ? "an administrator" : "a staff"} account on the ${site.brand} website, where the firm's staff work contact messages, registrations and deliveries, and publish the firm's content through its publishing desk.`,
      "Choose your password to start. The link works once and expires in 72 hours.",
    ],
    action: { label: "Set Your Password", url },
    after: ["If you did not expect this, you can ignore this email: nothing happens until a password is set."],
  });
