// The words of the screen that asks for a two-factor code after the password, staff's and
// advisors' alike. Apart from the console's words (staff.ts), which check addresses with zod:
// the advisor's account page reads these without loading zod.
export const twoFactorCopy = {
  title: "Enter Your Code",
  lead: "Open your authenticator app and enter the 6-digit code for this site.",
  codeLabel: "Code",
  submit: "Continue",
  wrong: "That code is not right. Check the time on your phone and try the newest code.",
  throttled: "Too many wrong codes. Please wait a few minutes and try again.",
  capped:
    "Too many codes were tried for this account in the last hour, so none is checked for now. Try again later. If you did not try them, someone may have your password: reset it with “Forgot password?” on the sign-in page and tell an admin.",
};
