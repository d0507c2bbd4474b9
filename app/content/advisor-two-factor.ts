// The words of an advisor's two-factor sign-in: the account page's section and the code's page.
import { twoFactorCopy as staffCodeCopy } from "./two-factor-code";

export const advisorTwoFactorCopy = {
  title: "Two-Factor Sign-In",
  off: "Two-factor sign-in is off. Turn it on so that your password alone does not open your account.",
  on: "Two-factor sign-in is on: after your password, you enter a code from your authenticator app or one of your recovery codes.",
  codesLeft: (left: number) => `Recovery codes left: ${left} of 10.`,
  start: "Set Up Two-Factor Sign-In",
  setup: "In your authenticator app, scan the code below or add the key, then enter the code it shows to finish.",
  qrLabel: "QR code for your app",
  keyLabel: "Key",
  uriLabel: "Address for apps that take one",
  codeLabel: "Code from your app",
  started: { title: "Add the key to your app", description: "Then enter the code it shows to turn two-factor sign-in on." },
  confirm: "Turn On",
  turningOn: "Turning On…",
  enabled: { title: "Two-factor sign-in is on", description: "Keep your recovery codes somewhere safe." },
  recoveryTitle: "Your recovery codes",
  recoveryLead:
    "Each code signs you in once if you cannot use your app. They are shown only now: write them down or print this page and keep them somewhere safe.",
  offLead: "To turn two-factor sign-in off, enter your password and a code from your app (or a recovery code).",
  password: "Password",
  offCodeLabel: "Code or recovery code",
  disable: "Turn Off",
  turningOff: "Turning Off…",
  disabled: { title: "Two-factor sign-in is off", description: "Your password alone signs you in again." },
  staff: "Staff set up two-factor sign-in in the console.",
  starting: "Setting Up…",
  staffLink: "Open two-factor sign-in",
  wrong: "That code is not right. Enter the newest code from your app.",
  wrongOff: "That code is not right. Enter the newest code from your app, or an unused recovery code.",
  throttled: staffCodeCopy.throttled,
  capped:
    "Too many codes were tried for this account in the last hour, so none is checked for now. Try again later. If you did not try them, someone may have your password: reset it with “Forgot password?” on the sign-in page.",
};

export const advisorCodeCopy = {
  title: staffCodeCopy.title,
  lead: "Open your authenticator app and enter the 6-digit code for this site, or enter one of your recovery codes.",
  codeLabel: "Code or recovery code",
  submit: staffCodeCopy.submit,
  wrong: "That code is not right. Check the time on your phone and try the newest code, or enter an unused recovery code.",
  throttled: staffCodeCopy.throttled,
  capped: advisorTwoFactorCopy.capped,
};
