// What a model's page, card and list say in place of its hypothetical figures. Apart from the
// other words of hypothetical.ts: the Zone Navigator's pages load those, not these.
/**
 * In place of a model's targets, returns and statistics for a reader who is not shown them
 * (ZONE_PROJECTIONS=advisors): a model portfolio's results are hypothetical too (ADR 0032).
 */
export const withheldFigures = {
  title: "Targets and performance",
  text: "The models' targets, returns and statistics are hypothetical figures, shown to signed-in financial advisors only.",
  value: "Advisors only",
  note: "Shown to signed-in financial advisors only.",
  signIn: "Sign in as an advisor to see them",
} as const;
