// Hero titles whose line break is chosen by hand rather than at the midpoint word.
export const advisorOutcomesTitle = "Empowering Advisors to Serve Their Clients Well";

export const heroTitleBreaks: Record<string, readonly [string, string]> = {
  [advisorOutcomesTitle]: ["Empowering Advisors", "to Serve Their Clients Well"],
};
