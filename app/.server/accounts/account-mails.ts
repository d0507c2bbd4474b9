// The words of every mail to an advisor.
import { composeMail, type ComposedMail } from "~/.server/mail/compose";
import { site } from "~/content/site";

export const verificationMail = (firstName: string, url: string): ComposedMail =>
  composeMail({
    subject: `Verify your email address for ${site.brand}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Thank you for registering as a financial advisor with ${site.brand}.`,
      "Please confirm your email address to activate your account. The link works once and expires in 24 hours.",
    ],
    action: { label: "Verify Email Address", url },
    after: ["If you did not register, you can ignore this email."],
  });

export const registrationAttemptMail = (firstName: string, loginUrl: string, resetUrl: string): ComposedMail =>
  composeMail({
    subject: `Someone tried to register with your email address at ${site.brand}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      "Someone just tried to create an advisor account with this email address, which already has one. No new account was created.",
      `If it was you, sign in instead (${loginUrl}), or reset your password if you have forgotten it.`,
    ],
    action: { label: "Reset Password", url: resetUrl },
    after: ["If it was not you, you can ignore this email: your account is unchanged."],
  });
