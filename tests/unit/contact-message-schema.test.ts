import { describe, expect, it } from "vitest";
import { contactErrors, contactLimits, contactSubjects } from "~/content/contact";
import { contactFields } from "~/lib/schemas/contact-fields";
import { contactMessageSchema, validateContactMessage } from "~/lib/schemas/contact-message";
import { keptValues } from "~/lib/schemas/form-result";
import { fourfoldGrowth } from "../support/growth";

const valid = {
  name: "Jane Advisor",
  email: "jane@advisors.example",
  firmName: "Advisors LLC",
  phoneNumber: "+1 555 0100",
  subject: "portfolio-analysis",
  message: "Please review a client's portfolio.",
  isFinancialAdvisor: "on",
};

function errorsOf(input: Record<string, unknown>) {
  const result = validateContactMessage(input);
  return result.success ? {} : result.errors;
}

describe("contact message schema", () => {
  it("accepts a complete message and reads the ticked checkbox as true", () => {
    expect(validateContactMessage(valid)).toEqual({ success: true, data: { ...valid, isFinancialAdvisor: true } });
  });

  it("needs only name, email, subject and message; the rest default to empty and false", () => {
    const result = validateContactMessage({ name: "Al", email: "al@firm.example", subject: "general-inquiry", message: "0123456789" });
    expect(result).toEqual({
      success: true,
      data: {
        name: "Al",
        email: "al@firm.example",
        firmName: "",
        phoneNumber: "",
        subject: "general-inquiry",
        message: "0123456789",
        isFinancialAdvisor: false,
      },
    });
  });

  it("gives the spec's message for each required field left empty", () => {
    expect(errorsOf({})).toEqual({
      name: contactErrors.name,
      email: contactErrors.email,
      subject: contactErrors.subject,
      message: contactErrors.message,
    });
    expect(contactErrors).toMatchObject({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      subject: "Please select a subject.",
      message: "Message must be at least 10 characters.",
    });
  });

  it.each([
    ["name", "J", "Name must be at least 2 characters."],
    ["name", "  J  ", "Name must be at least 2 characters."],
    ["email", "jane@", "Please enter a valid email address."],
    ["email", "jane.example.com", "Please enter a valid email address."],
    ["email", "a@b", "Please enter a valid email address."],
    ["subject", "", "Please select a subject."],
    ["subject", "sell-me-something", "Please select a subject."],
    ["message", "Too short", "Message must be at least 10 characters."],
    ["message", "          x", "Message must be at least 10 characters."],
  ])("rejects %s %j with %j", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("accepts the shortest values the spec allows", () => {
    expect(validateContactMessage({ ...valid, name: "Jo", message: "1234567890" }).success).toBe(true);
  });

  it("accepts each of the five subjects", () => {
    expect(contactSubjects.map((subject) => subject.value)).toEqual([
      "book-meeting",
      "portfolio-analysis",
      "retirement-tax",
      "case-design",
      "general-inquiry",
    ]);
    for (const { value } of contactSubjects) expect(validateContactMessage({ ...valid, subject: value }).success).toBe(true);
  });

  it.each([
    ["name", contactLimits.name, "Name must be at most 100 characters."],
    ["email", contactLimits.email, "Email must be at most 254 characters."],
    ["firmName", contactLimits.firmName, "Firm Name must be at most 200 characters."],
    ["phoneNumber", contactLimits.phoneNumber, "Phone Number must be at most 40 characters."],
    ["message", contactLimits.message, "Message must be at most 5,000 characters."],
  ])("caps %s at %d characters", (field, max, message) => {
    const fill = (length: number) => (field === "email" ? `${"a".repeat(length - 13)}@firm.example` : "a".repeat(length));
    expect(errorsOf({ ...valid, [field]: fill(max) })).toEqual({});
    expect(errorsOf({ ...valid, [field]: fill(max + 1) })).toEqual({ [field]: message });
  });

  it.each([
    ["name", "<script>alert(1)</script>"],
    ["firmName", "Firm <b>bold</b>"],
    ["message", "Hello there <img src=x onerror=alert(1)> friends"],
    ["message", "Hidden <!-- comment --> text here"],
  ])("rejects HTML in %s", (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: contactErrors.html });
  });

  it("keeps ordinary uses of < and > in a message", () => {
    expect(validateContactMessage({ ...valid, message: "Is a drawdown < 5% and > 2% realistic?" }).success).toBe(true);
  });

  it.each([
    ["name", "Jane\u0000Doe"],
    ["name", "Jane\nDoe"],
    ["firmName", "Firm\u202Eevil"],
    ["phoneNumber", "555\u200B0100"],
    ["message", "Broken \uD800 surrogate text"],
    ["name", "Jane \u061CDoe"],
    ["message", "Bytes that were not UTF-8: \uFFFD\uFFFD"],
  ])("rejects odd characters in %s", (field, value) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: contactErrors.characters });
  });

  it("keeps line breaks and non-Latin letters in a message", () => {
    const result = validateContactMessage({ ...valid, name: "Zoë Ñúñez", message: "Line one\nLine two — 東京" });
    expect(result.success).toBe(true);
  });

  it.each([
    ["name", 42],
    ["email", ["a@b.example"]],
    ["subject", { value: "book-meeting" }],
    ["message", null],
    ["isFinancialAdvisor", "yes"],
    ["phoneNumber", 5550100],
  ])("rejects a wrong-typed %s", (field, value) => {
    expect(Object.keys(errorsOf({ ...valid, [field]: value }))).toEqual([field]);
  });
});

describe("the kept values of a contact form", () => {
  it("keeps the form's text fields only, whatever else was posted", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: "J", message: "Hi", website: "x", utm_source: "mail" })) form.append(key, value);
    for (const key of ["toString", "constructor", "hasOwnProperty", "__proto__", "valueOf"]) form.append(key, "posted");
    form.append("email", new Blob(["a file"]), "email.txt");
    expect(keptValues(form, contactFields, 5000)).toEqual({ name: "J", message: "Hi" });
  });

  it("knows the same fields as the schema, which the page loads only when a message is checked", () => {
    expect([...contactFields].sort()).toEqual(Object.keys(contactMessageSchema.shape).sort());
  });
});

describe("contact message schema on hostile input", () => {
  /** Validation errors and how long validating took, in milliseconds. */
  function timedErrorsOf(input: Record<string, unknown>) {
    const started = performance.now();
    const errors = errorsOf(input);
    return { errors, ms: performance.now() - started };
  }

  // Texts on which a backtracking markup check, or Unicode normalization, takes time growing
  // with the square of their length.
  const hostileTexts: [string, (length: number) => string][] = [
    ["<a repeated", (length) => "<a".repeat(length / 2)],
    ["< repeated", (length) => "<".repeat(length)],
    ["< /a repeated", (length) => "< /a".repeat(length / 4)],
    ["<!- repeated", (length) => "<!-".repeat(Math.ceil(length / 3))],
    ["accents out of order", (length) => `a${"\u0301".repeat(length / 2)}${"\u0316".repeat(length / 2)}`],
  ];

  const tooLong: [string, string][] = [
    ["name", contactErrors.tooLong("Name", contactLimits.name)],
    ["email", contactErrors.tooLong("Email", contactLimits.email)],
    ["firmName", contactErrors.tooLong("Firm Name", contactLimits.firmName)],
    ["phoneNumber", contactErrors.tooLong("Phone Number", contactLimits.phoneNumber)],
    ["message", contactErrors.tooLong("Message", contactLimits.message)],
  ];

  it.each(tooLong)("refuses 1 MB in %s with the too-long message alone, well within a second", (field, message) => {
    for (const [, make] of hostileTexts) {
      const { errors, ms } = timedErrorsOf({ ...valid, [field]: make(1024 * 1024) });
      expect(errors).toEqual({ [field]: message });
      expect(ms).toBeLessThan(1000);
    }
  });

  it.each(hostileTexts)("refuses 64 KiB of %s in every field at once, well within a second", (_name, make) => {
    const text = make(64 * 1024);
    const { errors, ms } = timedErrorsOf({ name: text, email: text, firmName: text, phoneNumber: text, message: text, subject: text });
    expect(errors).toEqual({ ...Object.fromEntries(tooLong), subject: contactErrors.subject });
    expect(ms).toBeLessThan(1000);
  });

  it.each(hostileTexts)("grows no faster than its length on 1 and 4 million characters of %s", (_name, make) => {
    expect(fourfoldGrowth(make, (text) => validateContactMessage({ ...valid, message: text }), 1024 * 1024)).toBeLessThan(10);
  });

  it("checks the longest allowed message full of hostile patterns within a second", () => {
    const cases: [string, Record<string, string>][] = [
      [`${"<a".repeat(2499)}/>`, { message: contactErrors.html }],
      ["<".repeat(5000), {}],
      ["< /a".repeat(1250), {}],
      [`${"<!-".repeat(1666)}<!`, {}],
      [`a${"\u0301".repeat(2500)}${"\u0316".repeat(2499)}`, {}],
    ];
    for (const [message, expected] of cases) {
      expect(message).toHaveLength(contactLimits.message);
      const { errors, ms } = timedErrorsOf({ ...valid, message });
      expect(errors).toEqual(expected);
      expect(ms).toBeLessThan(1000);
    }
  });

  it("checks the length again after normalizing, which can lengthen a text", () => {
    // U+0958 is never composed: NFC writes it as two characters.
    expect(errorsOf({ ...valid, name: "\u0958".repeat(contactLimits.name) })).toEqual({
      name: contactErrors.tooLong("Name", contactLimits.name),
    });
  });
});
