// The words of the staff session policy (docs/decisions/0017): the "confirm it's you" step before
// the console's sensitive actions, and why a staff member was signed out.
export const staffConfirmCopy = {
  title: "Confirm It's You",
  leadPassword: "Enter your password again to go on. You will not be asked again for a few minutes.",
  leadCode: "Enter the newest code from your authenticator app to go on. You will not be asked again for a few minutes.",
  passwordLabel: "Password",
  codeLabel: "Code",
  submit: "Confirm",
  cancel: "Go back",
  wrongPassword: "That password is not right.",
  wrongCode: "That code is not right. Enter the newest code from your app.",
  throttled: "Too many attempts. Please wait a few minutes and try again.",
  /** Said on the console page the staff member returns to. */
  confirmed: "Confirmed. Repeat the action to go on.",
} as const;

/** Why the sign-in page was opened: a staff session that ended (`/login?ended=...`). */
export const sessionEndedCopy = {
  "max-age": {
    title: "Your Session Ended",
    description: "Staff sessions end a set time after signing in, however busy. Please sign in again.",
  },
  idle: {
    title: "Your Session Ended",
    description: "You were signed out after a while without activity. Please sign in again.",
  },
} as const;

/** The invitation page when the firm requires two-factor sign-in (STAFF_REQUIRE_TOTP). */
export const invitationTwoFactorCopy = {
  setup:
    "The firm requires two-factor sign-in. In your authenticator app, scan the code below or add the key, then enter the code it shows.",
  qrLabel: "QR code for your app",
  keyLabel: "Key",
  uriLabel: "Address for apps that take one",
  codeLabel: "Code from your app",
  wrongCode: "That code is not right. Check the key in your app and enter the newest code.",
} as const;
