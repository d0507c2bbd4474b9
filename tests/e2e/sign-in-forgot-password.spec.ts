import { accountNotices, forgotPasswordCopy } from "../../app/content/account";
import { expect, open, test } from "./support/fixtures";
import { toast, watchSubmit } from "./support/submit-timing";

test.describe("forgot password", () => {
  test("reads 'Sending...' briefly, then gives the same answer for any address", async ({ page }) => {
    await open(page, "/forgot-password");
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");

    const answers: string[] = [];
    for (const address of ["known@example.com", "nobody@example.org"]) {
      await open(page, "/forgot-password");
      await page.getByLabel("Email").fill(address);
      const timing = await watchSubmit(page, forgotPasswordCopy.submitting);
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
      const answer = toast(page, accountNotices.resetRequested.title);
      await expect(answer).toBeVisible();
      answers.push((await answer.textContent()) ?? "");
      const delays = await timing.delays();
      expect(delays.pending).toBeLessThan(200);
      expect(delays.toast).toBeGreaterThanOrEqual(500);
      expect(delays.toast).toBeLessThan(2000);
    }
    expect(answers[0]).toContain("If an account exists for that address");
    expect(answers[1]).toBe(answers[0]);
  });
});
