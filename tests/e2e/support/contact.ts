// Helpers for the contact form tests: a fake client address per test (the rate limit counts
// per client), filling the form, and reading what the server stored the way the firm's command does.
import type { Page } from "@playwright/test";
import { listMessages } from "~/.server/contact/message-store";
import { e2eDatabase } from "./database";

let clients = 0;

/** A client address no other test uses; the server trusts X-Forwarded-For from this machine. */
export function newClientAddress(): string {
  clients += 1;
  return `198.51.${(process.pid % 250) + 1}.${(clients % 250) + 1}`;
}

export type ContactValues = {
  name: string;
  email: string;
  firmName?: string;
  phoneNumber?: string;
  subject: string;
  message: string;
  isFinancialAdvisor?: boolean;
};

/** A unique address, so a test can find its own message among the stored ones. */
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@firm.example`;

/** A field of the contact form by its accessible name (the required mark is not part of it). */
export function field(page: Page, label: string) {
  const role = label === "Subject" ? "combobox" : label === "I am a financial advisor" ? "checkbox" : "textbox";
  return page.getByRole(role, { name: label, exact: true });
}

export async function fillContactForm(page: Page, values: ContactValues) {
  await field(page, "Name").fill(values.name);
  await field(page, "Email").fill(values.email);
  await field(page, "Firm Name").fill(values.firmName ?? "");
  await field(page, "Phone Number").fill(values.phoneNumber ?? "");
  await field(page, "Subject").selectOption({ label: values.subject });
  await field(page, "Message").fill(values.message);
  if (values.isFinancialAdvisor) await field(page, "I am a financial advisor").check();
}

/**
 * What `npm run messages -- --json` lists for the shared test server's database, read with the
 * same code in this process (the command itself has its tests in tests/integration).
 */
export async function storedMessages() {
  return listMessages((await e2eDatabase()).db, 1000);
}
