// The names and firm an advisor gives (registration and the account page's profile form) are
// quoted in the firm's own mails ("Hello Frank,") and printed by `npm run mail`: a line break,
// a link, markup or a control character there would let a stranger write in the firm's voice
// or drive the operator's terminal. Both schemas refuse them, with a message naming the field.
import { describe, expect, it } from "vitest";
import { profileSchema } from "~/lib/schemas/account-settings";
import { registrationErrors, registrationSchema } from "~/lib/schemas/registration";

const person = { firstName: "Jane", lastName: "Advisor", firmName: "Advisors LLC" };
const registration = { ...person, email: "jane@advisors.example", password: "blue kettle morning 42", terms: "on", attestation: "on" };

const forms = [
  { name: "registration", parse: (fields: Record<string, string>) => registrationSchema.safeParse({ ...registration, ...fields }) },
  { name: "profile", parse: (fields: Record<string, string>) => profileSchema.safeParse({ ...person, ...fields }) },
];

const refused = [
  ["a line break and a link", "Frank,\n\nURGENT: visit https://evil.example/unlock"],
  ["a carriage return", "Frank\rSmith"],
  ["a tab", "Frank\tSmith"],
  ["an escape sequence", "\u001b[2J\u001b[31mFrank"],
  ["a C1 control sequence introducer", "Frank\u009b31m"],
  ["a NUL", "Fr\u0000ank"],
  ["a right-to-left override", "Frank\u202Elanigiro"],
  ["a zero-width space", "Fr\u200Bank"],
  ["a web address", "https://evil.example"],
  ["an address without a scheme", "Frank visit evil.example/unlock"],
  ["a www address", "www.evil.example"],
  ["an e-mail address", "frank@evil.example"],
  ["an IP address", "call 203.0.113.7 now"],
  ["another scheme", "Frank ftp://files"],
  ["markup", "<a href=x>Frank</a>"],
] as const;

const accepted = [
  "Zoë",
  "O'Brien-Smith",
  "J.R.R.",
  "Mary Ann",
  "St. John",
  "Jean-Luc",
  "Nguyễn Văn An",
  "東京",
  "Edward D. Jones & Co., L.P.",
  "Smith & Co. Inc.",
  "No. 1 Partners",
];

describe.each(forms)("the $name form", ({ parse }) => {
  describe.each(["firstName", "lastName", "firmName"] as const)("%s", (field) => {
    it.each(refused)("refuses %s with the field's own message", (_what, value) => {
      const result = parse({ [field]: value });
      expect(result.success).toBe(false);
      const issue = result.error!.issues.find((found) => found.path[0] === field);
      expect(issue?.message).toBe(registrationErrors.plainText[field]);
    });

    it.each(accepted)("accepts %s", (value) => {
      const result = parse({ [field]: value });
      expect(result.error?.issues).toBeUndefined();
      expect(result.data?.[field]).toBe(value);
    });

    it("still trims the text and asks for an empty one", () => {
      expect(parse({ [field]: "  Jane  " }).data?.[field]).toBe("Jane");
      expect(parse({ [field]: "   " }).error?.issues[0]?.message).toBe(registrationErrors[field]);
    });
  });
});

it("names the field in each message", () => {
  expect(registrationErrors.plainText.firstName).toMatch(/first name/);
  expect(registrationErrors.plainText.lastName).toMatch(/last name/);
  expect(registrationErrors.plainText.firmName).toMatch(/firm/);
});
