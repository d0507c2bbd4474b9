// The words of the account page's email address and CRD number, and of the page a mailed
// email-change link opens.

export const accountContactCopy = {
  title: "Email and CRD Number",
  email: {
    current: "Current email",
    next: "New email",
    password: "Your password",
    submit: "Change Email",
    submitting: "Sending...",
    same: "That is already your email address.",
    /** A staff account's address is the firm's to change, from the console. */
    staffRefused: {
      title: "Ask an Administrator",
      message: "A staff account's email address is changed by an administrator of the firm, so the console's records stay tied to it.",
    },
    done: {
      title: "Check Your New Inbox",
      description:
        "We sent a link to the new address. Your account keeps its current address until you confirm the change from that link (it works for 24 hours).",
    },
  },
  crd: {
    label: "CRD number",
    hint: "Your FINRA CRD number, 1 to 8 digits. Leave it empty to remove it.",
    none: "Not given",
    submit: "Save CRD Number",
    submitting: "Saving...",
    done: { title: "CRD Number Saved", description: "Your CRD number has been updated." },
    review: {
      title: "CRD Number Sent for Review",
      description:
        "Your CRD number has been updated. The firm confirms each advisor's registration, so hypothetical targets, downloads and saved views stay closed until it has approved the change; we will email you.",
    },
  },
};

export const confirmEmailCopy = {
  confirm: {
    title: "Confirm Your New Email",
    lead: (email: string) => `Confirm that ${email} is the new email address of your advisor account.`,
  },
  confirmButton: "Confirm New Email",
  confirming: "Confirming...",
  changed: {
    title: "Email Address Changed",
    lead: "Your account now uses the new address. We told the old address about the change.",
  },
  taken: {
    title: "Address Not Available",
    lead: "That address now belongs to another account, so your email address was not changed. Choose another one on your account page.",
  },
  used: { title: "Link Already Used", lead: "This link has already been used. Your account page shows the address in use." },
  replaced: { title: "Link Replaced", lead: "This link was replaced by a newer one: use the link in the latest email we sent." },
  expired: { title: "Link Expired", lead: "This link has expired: links work for 24 hours. Ask again on your account page." },
  unknown: { title: "Link Not Valid", lead: "This link is not valid. Check that you opened the whole link from the email." },
  toAccount: { label: "Go to your account", href: "/advisor/account" },
};
