// The privacy notice names everything the site collects and promises nothing its mails do not do.
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

  it("promises no unsubscribe link, newsletter or signals by mail: the site sends only the mails an account needs", () => {
    expect(text).not.toMatch(/unsubscribe/i);
    expect(text).not.toMatch(/send you the investment signals/i);
    expect(text).toMatch(/sends no newsletters or marketing emails/);
  });
});
