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

export const resetPasswordMail = (firstName: string, url: string): ComposedMail =>
  composeMail({
    subject: `Reset your ${site.brand} password`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      "We received a request to reset the password of your advisor account.",
      "The link below works once and expires in one hour.",
    ],
    action: { label: "Reset Password", url },
    after: ["If you did not ask for this, you can ignore this email: your password is unchanged."],
  });

export const confirmNewEmailMail = (firstName: string, url: string): ComposedMail =>
  composeMail({
    subject: `Confirm your new email address for ${site.brand}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `You asked to use this address for your ${site.brand} advisor account.`,
      "Confirm it to make the change: until then your account keeps its current address. The link works once and expires in 24 hours.",
    ],
    action: { label: "Confirm New Email Address", url },
    after: ["If you did not ask for this, you can ignore this email: nothing changes."],
  });

export const emailChangeRequestedMail = (firstName: string, newEmail: string, resetUrl: string): ComposedMail =>
  composeMail({
    subject: `A change of your ${site.brand} account's email address was asked for`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Someone signed in to your advisor account asked to move it to ${newEmail}. Nothing changes unless that address confirms it within 24 hours.`,
      `If this was not you, reset your password now (${resetUrl}): that cancels the change and ends every session. Then contact us.`,
    ],
  });

export const emailChangedMail = (firstName: string, newEmail: string, resetUrl: string): ComposedMail =>
  composeMail({
    subject: `The email address of your ${site.brand} account was changed`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `The email address of your advisor account was just changed from this address to ${newEmail}. Mails about the account now go there.`,
      `If you did not do this, contact us right away; you can also reset the password (${resetUrl}) from the new address.`,
    ],
  });

export const passwordChangedMail = (firstName: string, resetUrl: string): ComposedMail =>
  composeMail({
    subject: `Your ${site.brand} password was changed`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      "The password of your advisor account was just changed, and every session signed in with the old one has ended.",
      `If you did not do this, reset your password now (${resetUrl}) and contact us.`,
    ],
  });
