import { contactNotices, contactSubjects } from "../../app/content/contact";
import { FOLLOWING_PATH } from "../../app/content/signals-sign-up";
import { externalLinks, site } from "../../app/content/site";
import { expect, open, test } from "./support/fixtures";
import { signedInOn } from "./support/signed-in";
import { readingTest } from "./support/reading-page";
import { field, fillContactForm, newClientAddress, storedMessages, uniqueEmail } from "./support/contact";

const toast = (page: import("@playwright/test").Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": newClientAddress() });
});

readingTest("shows the ways to connect, the form in its starting state and the disclaimer", async ({ page }) => {
  await open(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connect with Our Team");
  const booking = page.locator("#bookMeeting");
  await expect(booking.getByRole("link", { name: /^Book a Meeting/ })).toHaveAttribute("href", externalLinks.scheduling);
  await expect(booking.getByRole("link", { name: /^Request Portfolio Analysis/ })).toHaveAttribute(
    "href",
    externalLinks.portfolioAnalysisForm,
  );
  await expect(booking.getByRole("link", { name: /^Sign Up for Signals & Commentary/ })).toHaveAttribute("href", FOLLOWING_PATH);
  // The firm's mailbox, for an advisor who would rather write.
  await expect(booking.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();

  const subject = field(page, "Subject");
  await expect(subject).toHaveValue("");
  const options = await subject
    .locator("option:not([disabled])")
    .evaluateAll((nodes) => nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent })));
  expect(options).toEqual([
    { value: "book-meeting", label: "Book a Meeting" },
    { value: "portfolio-analysis", label: "Request Portfolio Analysis" },
    { value: "retirement-tax", label: "Request Retirement & Tax SWOT" },
    { value: "case-design", label: "Case Design Help" },
    { value: "general-inquiry", label: "General Inquiry" },
  ]);
  await expect(field(page, "I am a financial advisor")).not.toBeChecked();
  const box = await field(page, "Message").boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(150);
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(page.locator("label", { hasText: label }).first().locator(".text-destructive")).toHaveText("*");
  }
  await expect(page.locator("label", { hasText: "Firm Name" }).locator(".text-destructive")).toHaveCount(0);

  const disclaimer = page.getByRole("main").getByText(/not intended for the general public/);
  await expect(disclaimer).toContainText("not a solicitation for advisory services");
  await expect(disclaimer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await expect(disclaimer.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
  await expect(disclaimer).toHaveText(/Privacy Policy and Terms of Use\.$/);
});

readingTest("/contact#bookMeeting lands on the booking part", async ({ page }) => {
  await open(page, "/contact#bookMeeting");
  await expect(page.locator("#bookMeeting")).toBeInViewport();
});

test("shows the spec's message under each field that is wrong, and sends nothing", async ({ page }) => {
  await open(page, "/contact");
  let posts = 0;
  page.on("request", (request) => void (request.method() === "POST" && (posts += 1)));
  await page.getByRole("button", { name: "Send Message" }).click();
  const expectError = async (label: string, message: string) => {
    const control = field(page, label);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(message);
  };
  await expectError("Name", "Name must be at least 2 characters.");
  await expectError("Email", "Please enter a valid email address.");
  await expectError("Subject", "Please select a subject.");
  await expectError("Message", "Message must be at least 10 characters.");
  await expect(field(page, "Name")).toBeFocused();

  await field(page, "Name").fill("J");
  await field(page, "Email").fill("jane@");
  await field(page, "Message").fill("Too short");
  await field(page, "Subject").selectOption({ label: "General Inquiry" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectError("Name", "Name must be at least 2 characters.");
  await expectError("Email", "Please enter a valid email address.");
  await expectError("Message", "Message must be at least 10 characters.");
  await expect(field(page, "Subject")).not.toHaveAttribute("aria-invalid", "true");
  expect(posts).toBe(0);
});

readingTest("sends a message: success toast, the form is cleared, and the message is stored", async ({ page }) => {
  await open(page, "/contact");
  const email = uniqueEmail("sent");
  await fillContactForm(page, {
    name: "Jane Advisor",
    email,
    firmName: "Advisors LLC",
    phoneNumber: "+1 555 0100",
    subject: "Case Design Help",
    message: "Please help me design a case for a client.",
    isFinancialAdvisor: true,
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent")).toContainText("Thank you! We'll get back to you shortly.");
  for (const label of ["Name", "Email", "Firm Name", "Phone Number", "Message", "Subject"]) {
    await expect(field(page, label)).toHaveValue("");
  }
  await expect(field(page, "I am a financial advisor")).not.toBeChecked();
  expect(page.url()).toMatch(/\/contact$/);

  const stored = (await storedMessages()).find((message) => message.payload.email === email);
  expect(stored?.payload).toMatchObject({
    name: "Jane Advisor",
    email,
    firmName: "Advisors LLC",
    phoneNumber: "+1 555 0100",
    subject: "case-design",
    message: "Please help me design a case for a client.",
    isFinancialAdvisor: true,
    source: "Contact Form",
  });
  expect(Date.parse(String(stored!.payload.timestamp))).toBeGreaterThan(Date.now() - 60_000);
});

readingTest("sends the value of each of the five subjects", async ({ page }) => {
  await open(page, "/contact");
  const email = uniqueEmail("subjects");
  for (const subject of contactSubjects) {
    await fillContactForm(page, { name: "Sam Subject", email, subject: subject.label, message: `About ${subject.label}, please.` });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(field(page, "Name")).toHaveValue("");
  }
  const subjects = (await storedMessages()).filter((message) => message.payload.email === email).map((message) => message.payload.subject);
  expect(subjects.sort()).toEqual(contactSubjects.map((subject) => subject.value).sort());
});

test("keeps everything typed and shows the error toast when sending fails", async ({ page, browserErrors }) => {
  // The browser reports both failed requests; nothing else may appear.
  browserErrors.expect(/^console: Failed to load resource: net::ERR_FAILED$/);
  browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 500/);
  await open(page, "/contact");
  const values = {
    name: "Nora Network",
    email: uniqueEmail("failed"),
    firmName: "Offline Partners",
    phoneNumber: "555-0199",
    subject: "Request Portfolio Analysis",
    message: "This message must survive a failed send.",
    isFinancialAdvisor: true,
  };
  await fillContactForm(page, values);
  await page.route("**/contact.data*", (route) => route.abort("failed"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Error")).toContainText("Failed to send message. Please try again.");
  await expect(field(page, "Name")).toHaveValue(values.name);
  await expect(field(page, "Email")).toHaveValue(values.email);
  await expect(field(page, "Firm Name")).toHaveValue(values.firmName);
  await expect(field(page, "Phone Number")).toHaveValue(values.phoneNumber);
  await expect(field(page, "Subject")).toHaveValue("portfolio-analysis");
  await expect(field(page, "Message")).toHaveValue(values.message);
  await expect(field(page, "I am a financial advisor")).toBeChecked();
  await expect(toast(page, "Message Sent")).toHaveCount(0);

  // A server error answers the same way.
  await page.unroute("**/contact.data*");
  await page.route("**/contact.data*", (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Error")).toHaveCount(2);
  await expect(field(page, "Message")).toHaveValue(values.message);
  expect((await storedMessages()).some((message) => message.payload.email === values.email)).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  readingTest("sends a message with a plain form post and confirms it on the page", async ({ page }) => {
    await page.goto("/contact");
    const email = uniqueEmail("nojs");
    await fillContactForm(page, { name: "Plain Post", email, subject: "General Inquiry", message: "Sent without any JavaScript." });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toContainText("Thank you! We'll get back to you shortly.");
    await expect(field(page, "Name")).toHaveValue("");
    expect((await storedMessages()).find((message) => message.payload.email === email)?.payload.subject).toBe("general-inquiry");
  });

  readingTest("answers with the errors under the fields and keeps what was typed", async ({ page, browserErrors }) => {
    // The page with the errors comes with status 400, which the browser reports.
    browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 400/);
    await page.goto("/contact");
    // Values the browser's own checks let through but the schema does not.
    await fillContactForm(page, { name: "  ", email: "jane@firm", subject: "Book a Meeting", message: "          " });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(field(page, "Name")).toHaveAccessibleDescription("Name must be at least 2 characters.");
    await expect(field(page, "Email")).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(field(page, "Message")).toHaveAccessibleDescription("Message must be at least 10 characters.");
    await expect(field(page, "Email")).toHaveValue("jane@firm");
    await expect(field(page, "Subject")).toHaveValue("book-meeting");
  });
});

readingTest("a filled honeypot looks sent to the bot but nothing is stored", async ({ page }) => {
  await open(page, "/contact");
  const email = uniqueEmail("bot");
  await fillContactForm(page, { name: "Spam Bot", email, subject: "General Inquiry", message: "Buy cheap things now!!!" });
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent")).toBeVisible();
  expect((await storedMessages()).some((message) => message.payload.email === email)).toBe(false);
});

readingTest("limits each client to 5 messages in 10 minutes with a clear answer", async ({ page, request, baseURL, browserErrors }) => {
  browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 429/);
  const client = newClientAddress();
  const form = (index: number) => ({
    name: "Rita Rate",
    email: uniqueEmail(`rate${index}`),
    subject: "general-inquiry",
    message: "One of many messages in a row.",
  });
  const headers = { Origin: baseURL!, "X-Forwarded-For": client };
  for (let index = 0; index < 5; index++) {
    expect((await request.post("/contact", { form: form(index), headers })).status()).toBe(200);
  }
  const refused = await request.post("/contact", { form: form(5), headers });
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Please wait a few minutes and try again.");

  await page.setExtraHTTPHeaders({ "X-Forwarded-For": client });
  await open(page, "/contact");
  await fillContactForm(page, {
    name: "Rita Rate",
    email: uniqueEmail("rate-ui"),
    subject: "General Inquiry",
    message: "Still trying to send.",
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Error")).toContainText("Please wait a few minutes and try again.");
  await expect(field(page, "Message")).toHaveValue("Still trying to send.");
});

readingTest("refuses posts from another site and bad input, storing nothing", async ({ request, baseURL }) => {
  const email = uniqueEmail("refused");
  const valid = { name: "Eve Elsewhere", email, subject: "general-inquiry", message: "Posted from another site." };
  const headers = { "X-Forwarded-For": newClientAddress() };
  // The server refuses a post whose Origin is another site before reading it.
  const foreign = await request.post("/contact", { form: valid, headers: { ...headers, Origin: "https://attacker.example" } });
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toContain(contactNotices.forbidden);
  // Without an Origin, the browser's Sec-Fetch-Site tells where the post came from.
  const crossSite = await request.post("/contact", { form: valid, headers: { ...headers, "Sec-Fetch-Site": "cross-site" } });
  expect(crossSite.status()).toBe(403);

  for (const bad of [
    { ...valid, message: "<script>alert('x')</script> hello there" },
    { ...valid, subject: "wire-me-money" },
    { ...valid, name: "x".repeat(101) },
    { ...valid, name: "Eve\u202EElsewhere" },
    { ...valid, isFinancialAdvisor: "maybe" },
  ]) {
    const response = await request.post("/contact", { form: bad, headers: { ...headers, Origin: baseURL! } });
    expect(response.status()).toBe(400);
  }
  const huge = await request.post("/contact", {
    form: { ...valid, message: "x".repeat(100_000) },
    headers: { ...headers, Origin: baseURL! },
  });
  expect(huge.status()).toBe(413);
  expect((await storedMessages()).some((message) => message.payload.email === email)).toBe(false);
});

// Found in an advisor's walkthrough: signed in, the advisor retyped name, address and firm and
// ticked the advisor box. They are filled in now, except where the advisor typed first.
test("a signed-in advisor finds the form filled with their details, and what they typed kept", async ({ page }) => {
  const advisor = await signedInOn(page, "contact-prefill", "/contact");
  await expect(field(page, "Email")).toHaveValue(advisor.email);
  await expect(field(page, "Name")).toHaveValue(`${advisor.firstName} ${advisor.lastName}`);
  await expect(field(page, "Firm Name")).toHaveValue(advisor.firmName);
  await expect(field(page, "I am a financial advisor")).toBeChecked();

  // The page loaded again, with the name typed before the session is known: the typed name stays.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/session.json", async (route) => {
    await held;
    await route.continue();
  });
  await open(page, "/contact");
  await field(page, "Name").fill("Dana R.");
  answer();
  await expect(field(page, "Email")).toHaveValue(advisor.email);
  await expect(field(page, "Name")).toHaveValue("Dana R.");
});
