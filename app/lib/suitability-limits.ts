// The suitability record's limits and reason codes, without the schema's library: the form's
// fields read them on pages that do not load the schema.

/** Why a zone other than the suggested one was chosen (the labels are the content's). */
export const OVERRIDE_REASONS = ["client-preference", "other-assets", "horizon-changing", "advisor-judgment", "other"] as const;
export type OverrideReason = (typeof OVERRIDE_REASONS)[number];

export const SUITABILITY_REASON_TEXT_MAX = 500;

/** The fewest characters of the advisor's words for a zone above the answers' limit: a sentence, not "ok". */
export const SUITABILITY_ABOVE_LIMIT_TEXT_MIN = 20;
