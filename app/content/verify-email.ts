// Copy of the page a verification link opens. Apart from the other sign-in screens' words
// (account.ts): each of those pages loads only its own.
/** The page a verification link opens, by what became of the link. */
export const verifyEmailCopy = {
  confirm: {
    title: "Confirm Your Email",
    lead: "One last step: confirm that this is your address to activate your advisor account.",
  },
  confirmButton: "Verify Email Address",
  confirming: "Verifying...",
  verified: {
    title: "Email Verified",
    lead: "Your email address is verified and your advisor account is active. You can now sign in.",
    /** Where the firm approves advisors: the account opens, what is for approved advisors waits. */
    waits:
      "Your email address is verified and you can now sign in. The firm confirms each registration before opening hypothetical targets, downloads and saved views: we will email you once it has.",
  },
  used: {
    title: "Link Already Used",
    lead: "This verification link has already been used. If your address is verified, sign in; otherwise ask for a new link below.",
  },
  replaced: {
    title: "Link Replaced",
    lead: "This link was replaced by a newer one: use the link in the latest email we sent you, or ask for a new one below.",
  },
  expired: {
    title: "Link Expired",
    lead: "This verification link has expired: links work for 24 hours. Ask for a new one below.",
  },
  none: {
    title: "Verify Your Email",
    lead: "Enter the address of your advisor account and we will send a new verification link.",
  },
  unknown: {
    title: "Link Not Valid",
    lead: "This verification link is not valid. Check that you opened the whole link from the email, or ask for a new one below.",
  },
  signIn: { label: "Sign In", href: "/login" },
  resendLabel: "Email",
  resend: "Send New Link",
  resending: "Sending...",
  resent: {
    title: "Check Your Email",
    description: "If that address has an account waiting for verification, a new link is on its way.",
  },
};
