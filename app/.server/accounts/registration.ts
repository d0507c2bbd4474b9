// Registering an advisor and verifying the address. What the visitor is told was done is
// stored first: the account and its verification mail in one transaction; the verified
// registration and its delivery to the firm's webhook in another.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/.server/db/database";
import { advisorCredentials, advisorRegistrations, advisorUsers } from "~/.server/db/schema";
import { queueMail, type QueuedMail } from "~/.server/mail/outbox";
import { enqueue } from "~/.server/outbox/delivery-queue";
import type { Registration } from "~/lib/schemas/registration";
import { professionalAttestation } from "~/content/legal/professional-attestation";
import { termsOfUse } from "~/content/legal/terms";
import { registrationAttemptMail, verificationMail } from "./account-mails";
import { issueLink, retireLinks, useLink, type LinkProblem } from "./links";
import type { MailCaps } from "./mail-caps";

export const REGISTRATION_SOURCE = "Advisor Registration";

export type AccountDeps = {
  db: Db;
  /** Hash a password with the authentication library (scrypt). */
  hashPassword: (password: string) => Promise<string>;
  /** How many mails an address may be sent. */
  caps: MailCaps;
};

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
};

export const verifyUrl = (siteUrl: string, token: string) => `${siteUrl}/verify-email?token=${token}`;

/**
 * Register an advisor: a new address gets an account and a verification mail; an address that
 * already has an account gets a mail saying someone tried (a few an hour at most). Both are
 * answered alike on screen.
 */
export async function register(deps: AccountDeps, input: Registration, siteUrl: string): Promise<QueuedMail | undefined> {
  const email = input.email.toLowerCase();
  const hash = await deps.hashPassword(input.password);
  const [known] = await deps.db.select({ id: advisorUsers.id }).from(advisorUsers).where(eq(advisorUsers.email, email));
  // The first verification link always goes out, and starts the gap before another one.
  const mayMail = await deps.caps.allow(email, known ? "registration-attempt" : "verify-email");
  try {
    return await deps.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(advisorUsers).where(eq(advisorUsers.email, email));
      if (existing) return mayMail && known ? attemptMail(tx, existing, siteUrl) : undefined;
      const userId = randomUUID();
      await tx.insert(advisorUsers).values({
        id: userId,
        name: `${input.firstName} ${input.lastName}`,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        firmName: input.firmName,
        crdNumber: input.crdNumber || null,
        // The schema required both boxes: the words attested to and the Terms accepted, as shown.
        attestationText: professionalAttestation.text,
        attestationVersion: professionalAttestation.version,
        termsVersion: termsOfUse.lastUpdated,
        attestedAt: new Date(),
      });
      await tx.insert(advisorCredentials).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: hash,
      });
      const token = await issueLink(tx, userId, "verify-email");
      const url = verifyUrl(siteUrl, token);
      return queueMail(tx, email, "verify-email", verificationMail(input.firstName, url), url);
    });
  } catch (error) {
    // The same address registered at the same moment: the other request made the account.
    if (!isUniqueViolation(error)) throw error;
    if (!(await deps.caps.allow(email, "registration-attempt"))) return undefined;
    return deps.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(advisorUsers).where(eq(advisorUsers.email, email));
      return attemptMail(tx, existing!, siteUrl);
    });
  }
}

function attemptMail(tx: Tx, user: typeof advisorUsers.$inferSelect, siteUrl: string) {
  return queueMail(
    tx,
    user.email,
    "registration-attempt",
    registrationAttemptMail(user.firstName, `${siteUrl}/login`, `${siteUrl}/forgot-password`),
  );
}

/**
 * Send a fresh verification link to an unverified advisor's account (earlier links are marked
 * replaced), unless one went out in the last few minutes or the address had enough of them this
 * hour. A staff invitee's account is never sent one: it is opened by its invitation only.
 */
export async function resendVerification(
  deps: Pick<AccountDeps, "db" | "caps">,
  email: string,
  siteUrl: string,
): Promise<QueuedMail | undefined> {
  const address = email.trim().toLowerCase();
  const [waiting] = await deps.db.select().from(advisorUsers).where(eq(advisorUsers.email, address));
  if (!waiting || waiting.role !== "advisor" || waiting.emailVerified || !(await deps.caps.allow(address, "verify-email")))
    return undefined;
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(advisorUsers).where(eq(advisorUsers.email, address));
    if (!user || user.role !== "advisor" || user.emailVerified) return undefined;
    await retireLinks(tx, user.id, "verify-email");
    const token = await issueLink(tx, user.id, "verify-email");
    const url = verifyUrl(siteUrl, token);
    return queueMail(tx, user.email, "verify-email", verificationMail(user.firstName, url), url);
  });
}

export type Verification = { status: "verified"; registrationId: string } | { status: LinkProblem };

/**
 * Spend a verification link: the address is verified, and the registration is stored with its
 * delivery to the firm's webhook, in one transaction.
 */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<Verification> {
  return db.transaction(async (tx) => {
    const used = await useLink(tx, token, "verify-email", now);
    if (!used.ok) return { status: used.problem };
    const [user] = await tx
      .update(advisorUsers)
      .set({ emailVerified: true, updatedAt: now })
      .where(eq(advisorUsers.id, used.userId))
      .returning();
    const registrationId = randomUUID();
    await tx.insert(advisorRegistrations).values({
      id: registrationId,
      firstName: user!.firstName,
      lastName: user!.lastName,
      email: user!.email,
      firmName: user!.firmName,
      crdNumber: user!.crdNumber,
      verifiedAt: now,
      source: REGISTRATION_SOURCE,
      attestationText: user!.attestationText,
      attestationVersion: user!.attestationVersion,
      termsVersion: user!.termsVersion,
      attestedAt: user!.attestedAt,
    });
    await enqueue(tx, registrationId, "registration-webhook");
    return { status: "verified", registrationId };
  });
}
