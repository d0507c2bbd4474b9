// The words of the password fields and of a failed account request, which the account page
// shares with the sign-in screens. Apart from those screens' words (account.ts): the account
// page loads these without the rest.

/** What a form says when the server could not do what was asked (storage down, network gone). */
export const accountFailures = {
  registration: "We could not create your account just now. Please try again in a few minutes.",
  signIn: "We could not sign you in just now. Please try again in a few minutes.",
  request: "We could not handle your request just now. Please try again in a few minutes.",
};

/** The show-password toggle beside every password field. */
export const passwordToggleCopy = { show: "Show password", hide: "Hide password" };

/** Under a new password: what it must be. */
export const passwordRules =
  "At least 12 characters, and not a common password. A short sentence of four or more words is easy to remember.";
