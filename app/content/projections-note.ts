// Apart from the Zone Navigator's words (zones.ts): the model and fund pages show this note
// without loading the zones' copy, models and products.

/**
 * The note in place of Expected Return and Max Drawdown when ZONE_PROJECTIONS=advisors hides them
 * from a reader who is not a signed-in verified advisor; the link signs in and comes back.
 */
export const projectionsNote = {
  title: "Expected return and max drawdown",
  text: "Hypothetical return and drawdown targets are shown to signed-in financial advisors only.",
  signIn: "Sign in as an advisor to see them",
  /** To a signed-in advisor the firm has not approved yet (ADVISOR_APPROVAL=staff): a link to the advisor area. */
  waiting: "Shown once your registration is approved",
  signInHref: (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`,
} as const;
