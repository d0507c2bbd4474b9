// The console's pure rules: how a delivery's state is named, what of a stored error is shown,
// and how the leads filter reads an address (what does not fit is ignored, never an error).
import { describe, expect, it } from "vitest";
import { safeError } from "~/.server/staff/deliveries";
import { deliveryLabel } from "~/lib/delivery-state";
import { decisionMailWords } from "~/content/approval";
import { leadReplySchema } from "~/lib/schemas/lead-update";
import { leadFilterQuery, readLeadFilter } from "~/lib/schemas/lead-filter";

describe("a delivery's state in the console", () => {
  it("names delivered, retrying with the next try's time, failed and queued", () => {
    expect(deliveryLabel({ status: "delivered", attempts: 1, nextAttemptAt: null }).label).toBe("Delivered");
    expect(deliveryLabel({ status: "pending", attempts: 2, nextAttemptAt: "2026-11-26T01:02:03.000Z" })).toEqual({
      label: "Retrying, next try 2026-11-26 01:02 UTC",
      tone: "warn",
    });
    expect(deliveryLabel({ status: "failed", attempts: 8, nextAttemptAt: null })).toEqual({
      label: "Failed after 8 attempts",
      tone: "bad",
    });
    expect(deliveryLabel({ status: "pending", attempts: 0, nextAttemptAt: "2026-11-26T01:02:03.000Z" }).label).toBe("Queued");
    expect(deliveryLabel(null).label).toBe("Not relayed");
  });

  it("names a lead stored without a webhook to send it to, not queued for a try that never comes", () => {
    const waiting = { status: "pending", attempts: 0, nextAttemptAt: "2026-11-26T01:02:03.000Z" } as const;
    expect(deliveryLabel(waiting, false)).toEqual({ label: "Stored (no webhook configured)", tone: "idle" });
    expect(deliveryLabel(waiting, true).label).toBe("Queued");
    expect(deliveryLabel({ status: "delivered", attempts: 1, nextAttemptAt: null }, false).label).toBe("Delivered");
  });

  it("shows an error without credentials or query strings", () => {
    expect(safeError("connect ECONNREFUSED smtp://mailer:hunter2@mail.example:587")).toBe("connect ECONNREFUSED smtp://…@mail.example:587");
    expect(safeError("fetch failed https://hooks.example/catch?token=abc123")).toBe("fetch failed https://hooks.example/catch?…");
    expect(safeError(null)).toBe("");
  });
});

describe("the leads filter", () => {
  it("keeps what fits and drops the rest", () => {
    const filter = readLeadFilter(new URLSearchParams("q=%20Rita%20&status=won&source=contact&from=2026-11-01&to=yesterday"));
    expect(filter).toEqual({ q: "Rita", status: undefined, source: "contact", from: "2026-11-01", to: undefined });
    expect(leadFilterQuery(filter)).toBe("?q=Rita&source=contact&from=2026-11-01");
    expect(readLeadFilter(new URLSearchParams(`q=${"x".repeat(101)}`)).q).toBeUndefined();
    expect(leadFilterQuery(readLeadFilter(new URLSearchParams()))).toBe("");
  });
});

describe("a reply to a lead", () => {
  it("takes a one-line subject, so nothing reaches the mail's headers", () => {
    expect(leadReplySchema.safeParse({ subject: "Re: Models", message: "Thanks." }).success).toBe(true);
    expect(leadReplySchema.safeParse({ subject: "Hi\r\nBcc: all@example.com", message: "Thanks." }).success).toBe(false);
    expect(leadReplySchema.safeParse({ subject: "Hi", message: "   " }).success).toBe(false);
  });

  it("is held to the desk's phrases, in its subject and its text, naming the sentence", () => {
    const refused = leadReplySchema.safeParse({
      subject: "Re: Models",
      message: "Thanks. Our Zone 5 allocation is guaranteed to beat a 60/40 portfolio.",
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "message",
        'Not sent: the firm\'s rules for what it says hold for replies too. "guaranteed" in "Our Zone 5 allocation is guaranteed to beat a 60/40 portfolio.": promises a result.',
      ],
    ]);
    expect(leadReplySchema.safeParse({ subject: "Risk-free income", message: "Thanks." }).error?.issues[0]?.path).toEqual(["subject"]);
  });

  it("is held to the rules for returns in running text too", () => {
    // Found in a staff review: a reply stated a model's return with no fee basis, and was mailed.
    const refused = leadReplySchema.safeParse({
      subject: "Re: Income",
      message: "Our AAA Adaptive Income model has returned 7% a year and would be a great fit.",
    });
    expect(refused.error?.issues[0]?.message).toContain("a model's return is hypothetical");
    expect(leadReplySchema.safeParse({ subject: "Re: Income", message: "Happy to walk you through the model's figures." }).success).toBe(
      true,
    );
  });
});

describe("the mail of an approval decision", () => {
  it("says what opens only where approval is what opens the advisor area", () => {
    const required = decisionMailWords("approved", true).paragraphs.join(" ");
    const recorded = decisionMailWords("approved", false).paragraphs.join(" ");
    expect(required).toContain("are now open");
    expect(recorded).not.toContain("are now open");
    expect(recorded).toContain("Nothing changes in your advisor area");
    expect(decisionMailWords("declined", true).paragraphs.join(" ")).toContain("stay closed");
    expect(decisionMailWords("declined", false).paragraphs.join(" ")).not.toContain("stay closed");
  });
});
