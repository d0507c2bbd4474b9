// Hero titles whose line break is chosen by hand rather than at the midpoint word.
export const advisorOutcomesTitle = "Empowering Advisors to Deliver Exceptional Client Outcomes";

export const heroTitleBreaks: Record<string, readonly [string, string]> = {
  [advisorOutcomesTitle]: ["Empowering Advisors", "to Deliver Exceptional Client Outcomes"],
};
