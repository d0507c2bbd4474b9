// Where an advisor signs up for signals and commentary, and the link that says so. Apart from the
// signals page's copy (signals.ts): the contact page links there without loading that page's words.

/** Where an advisor chooses what to follow: the account page's section (through sign-in or registration). */
export const FOLLOWING_PATH = "/advisor/account#following";

export const signalsSignUp = { text: "Sign Up for Signals & Commentary", link: FOLLOWING_PATH } as const;
