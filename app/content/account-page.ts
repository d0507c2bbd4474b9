// Copy of the advisor's account page (/advisor/account) and the dashboard's link to it. Apart from
// the sign-in screens' words (account.ts): the sign-in and registration pages do not load it.
export const accountPageCopy = {
  title: "Your Account",
  lead: "Your details, your password and where you are signed in.",
  profile: {
    title: "Your Details",
    submit: "Save Details",
    submitting: "Saving...",
    done: { title: "Details Saved", description: "Your name and firm have been updated." },
    review: {
      title: "Firm Name Sent for Review",
      description:
        "Your details have been updated. Your firm's name is printed on your proposals beside ours, so the firm confirms it: hypothetical targets, downloads and saved views stay closed until it has approved the change; we will email you.",
    },
  },
  password: {
    title: "Change Password",
    current: "Current password",
    next: "New password",
    submit: "Change Password",
    submitting: "Changing...",
    done: { title: "Password Changed", description: "Your password has been changed. Every other session has been signed out." },
  },
  sessions: {
    title: "Active Sessions",
    current: "This browser",
    /** Another session, by the browser and system its User-Agent names ("Chrome on Mac"). */
    browser: ({ browser, system }: { browser?: string; system?: string }) =>
      browser && system ? `${browser} on ${system}` : browser ? browser : system ? `A browser on ${system}` : "Unknown browser",
    started: "Signed in",
    lastSeen: "Last active",
    end: "Sign Out",
    done: { title: "Session Ended", description: "That session has been signed out." },
  },
  remove: {
    title: "Delete Account",
    lead: "Deleting your account signs you out everywhere and removes your details and saved views. This cannot be undone. The firm keeps the record of your registration and its approval (your name, address, firm, CRD number and what you attested to), as the recordkeeping rules for investment advisers require.",
    password: "Password",
    submit: "Delete Account",
    submitting: "Deleting...",
    done: { title: "Account Deleted", description: "Your account has been deleted." },
    staff: "A staff account is removed by an admin in the staff console, where the removal is recorded.",
  },
  link: { label: "Account settings", href: "/advisor/account" },
};
