// Answering the Zone Navigator's questionnaire the way an advisor does: by the labels on the page.
import type { Page } from "@playwright/test";

/** Answers that suggest a balanced zone (6 with qualified accounts), question by question. */
export const balancedAnswers = {
  "When will the client need to draw on most of this money?": "In 5 to 7 years",
  "How much income must the account pay out?": "Some income to top up other sources",
  "If the account fell 20% over a few months, what would the client most likely do?": "Hold and wait for a recovery",
  "How much investing experience does the client have?": "Good: has held stocks and bonds through a downturn",
  "What share of the client's savings and investments is in this account?": "About a quarter",
  "What is the main goal for this account?": "Long-term growth",
};

/** The same answers as the questionnaire's query string, without the account type. */
export const balancedQuery = "horizon=5-to-7-years&income=some&fall=hold&experience=good&savings=quarter&goal=growth";

/** Checks each answer and the account type on the questionnaire's form. */
export async function answerQuestionnaire(
  page: Page,
  answers: Record<string, string>,
  account: "Qualified (Tax-Deferred)" | "Non-Qualified (Taxable)",
) {
  for (const [question, option] of Object.entries(answers)) {
    await page.getByRole("group", { name: question }).getByRole("radio", { name: option, exact: true }).check();
  }
  await page.getByRole("group", { name: "Account type" }).getByRole("radio", { name: account }).check();
}
