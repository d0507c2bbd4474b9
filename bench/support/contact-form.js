// A valid contact form submission, as the form posts it without JavaScript
// (application/x-www-form-urlencoded), numbered so that a delivery can be traced back to it.

/** @param {number | string} index */
export function contactForm(index) {
  return new URLSearchParams({
    name: `Bench Advisor ${index}`,
    email: `bench${index}@firm.example`,
    firmName: "Bench Partners",
    subject: "general-inquiry",
    message: `Benchmark message number ${index}, please ignore.`,
    isFinancialAdvisor: "on",
  }).toString();
}

/** The number a delivered message was posted with, from its webhook payload. */
export function formIndex(/** @type {{ message?: unknown }} */ payload) {
  const match = /^Benchmark message number (\S+),/.exec(String(payload.message ?? ""));
  return match ? match[1] : undefined;
}
