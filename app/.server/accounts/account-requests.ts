// Requests whose answer must not tell whether an address has an account. The form stores the
// request and its job alike for every address, and answers at once; the relay works it off:
// a reset link for an account (within the address's mail cap), nothing otherwise. The stored
// address is deleted in the transaction that works it off.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { accountRequests } from "~/.server/db/schema";
import type { QueuedMail } from "~/.server/mail/outbox";
import { enqueue } from "~/.server/outbox/delivery-queue";
import type { MailCaps } from "./mail-caps";
import { mailResetLink } from "./password-reset";

/** Store a forgotten-password request and its job, in one transaction. */
export async function queuePasswordReset(db: Db, email: string): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(accountRequests).values({ id, purpose: "reset-password", email: email.trim().toLowerCase() });
    await enqueue(tx, id, "account-request");
  });
  return id;
}

export type AccountRequestDeps = { db: Db; caps: MailCaps; siteUrl: string };

/** Work off request `id`: the mail it leads to, if any. A request already worked off does nothing. */
export async function workAccountRequest(deps: AccountRequestDeps, id: string): Promise<QueuedMail | undefined> {
  const [request] = await deps.db.select().from(accountRequests).where(eq(accountRequests.id, id));
  if (!request) return undefined;
  const allowed = await deps.caps.allow(request.email, request.purpose);
  return deps.db.transaction(async (tx) => {
    const taken = await tx.delete(accountRequests).where(eq(accountRequests.id, id)).returning({ id: accountRequests.id });
    if (taken.length === 0 || !allowed) return undefined;
    return mailResetLink(tx, request.email, deps.siteUrl);
  });
}
