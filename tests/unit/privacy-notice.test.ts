// The privacy notice names everything the site collects and every kind of mail it sends.
import { describe, expect, it } from "vitest";
import { privacyPolicy } from "~/content/legal/privacy";

const text = privacyPolicy.sections
  .flatMap((section) => section.blocks)
  .map((block) => (typeof block === "string" ? block : block.list.join(" ")))
  .join(" ");

describe("the privacy notice", () => {
  it("names the CRD number, saved views' labels and notes, sign-in times and the IP address in the server's records", () => {
    expect(text).toMatch(/FINRA CRD number/);
    expect(text).toMatch(/label and the note you write/);
    expect(text).toMatch(/questionnaire, its answers/);
    expect(text).toMatch(/record when you sign in/);
    expect(text).toMatch(/the IP address it came from/);
  });

  it("names the mails the site sends besides an account's own, what it keeps of them, and how they stop", () => {
    expect(text).toMatch(
      /When you choose models to follow, or the firm's commentary, we keep your choices, and a record of each signal and commentary email/,
    );
    expect(text).toMatch(/emails you only the signals of the models you chose to follow and, if you chose it, the firm's commentary/);
    expect(text).toMatch(/each such email has a link that stops it, and your account page changes what you follow/);
    expect(text).not.toMatch(/no newsletters/i);
  });
});
