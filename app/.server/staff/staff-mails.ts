// The words of the mails of the firm's side.
import { composeMail, type ComposedMail } from "~/.server/mail/compose";
import { site } from "~/content/site";
import type { StaffRole } from "./staff-accounts";

export const invitationMail = (role: StaffRole, url: string): ComposedMail =>
  composeMail({
    subject: `You are invited to the ${site.brand} staff console`,
    greeting: "Hello,",
    paragraphs: [
      `You have been given ${role === "admin" ? "an administrator" : "a staff"} account on the ${site.brand} website, where the firm's staff work contact messages, registrations and deliveries.`,
      "Choose your password to start. The link works once and expires in 72 hours.",
    ],
    action: { label: "Set Your Password", url },
    after: ["If you did not expect this, you can ignore this email: nothing happens until a password is set."],
  });
