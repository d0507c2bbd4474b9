// Tables of advisor accounts. The first four have the shape the authentication library
// (better-auth, through its Drizzle adapter) expects of its user, session, account and
// verification models; the rest are the site's own: verification links, the registration
// leads the firm receives, and the mails of the outbox.
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const accountRoles = ["advisor", "staff", "admin"] as const;
export type AccountRole = (typeof accountRoles)[number];
export const approvalStates = ["pending", "approved", "declined"] as const;
export type ApprovalState = (typeof approvalStates)[number];

/** One advisor. `name` is "first last", kept for the library; the site reads the parts. */
export const advisorUsers = pgTable("advisor_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Lower-cased at registration. */
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  firmName: text("firm_name").notNull(),
  createdAt: moment("created_at").notNull().defaultNow(),
  updatedAt: moment("updated_at").notNull().defaultNow(),
  /** `advisor` for everyone who registers; `staff` and `admin` only by invitation (staff-schema.ts). */
  role: text("role", { enum: accountRoles }).notNull().default("advisor"),
  /** The advisor's FINRA CRD number (1-8 digits), when given at registration. */
  crdNumber: text("crd_number"),
  /**
   * What the advisor attested to at registration (being a financial professional): its words
   * and version as shown, and the version (date) of the Terms of Use accepted with it. None for
   * a staff invitee or an account made before the attestation was asked.
   */
  attestationText: text("attestation_text"),
  attestationVersion: text("attestation_version"),
  termsVersion: text("terms_version"),
  attestedAt: moment("attested_at"),
  /** Whether the firm approved the advisor as a professional (ADVISOR_APPROVAL=staff). */
  approval: text("approval", { enum: approvalStates }).notNull().default("pending"),
  approvalNote: text("approval_note"),
  approvalDecidedAt: moment("approval_decided_at"),
  lastSignInAt: moment("last_sign_in_at"),
  /** A staff member's TOTP secret, encrypted with a key derived from the site's secret. */
  totpSecret: text("totp_secret"),
  totpEnabledAt: moment("totp_enabled_at"),
  /** The time step of the last code accepted: a code is good once, never again after a later one. */
  totpLastStep: integer("totp_last_step"),
  /** A staff member an admin marked as a registered principal: may approve content for publication (never their own). */
  principal: boolean("principal").notNull().default(false),
  /** What qualifies them, as the admin who marked them stated it (a license and CRD number); null when not a principal. */
  principalBasis: text("principal_basis"),
});

/**
 * Signed-in sessions; ended by deleting the row. No client address is stored, and `token` holds
 * only a hash of the cookie's token (accounts/session-token-hashing.ts).
 */
export const advisorSessions = pgTable(
  "advisor_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: moment("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: moment("created_at").notNull().defaultNow(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** A staff member with two-factor sign-in has given the password but not yet the code. */
    secondFactorPending: boolean("second_factor_pending").notNull().default(false),
    /** A staff member's last request on this session: it ends after STAFF_SESSION_IDLE_MINUTES without one. */
    lastSeenAt: moment("last_seen_at"),
    /** When the staff member last gave the password (or code) again on this session, for the console's sensitive actions. */
    reauthenticatedAt: moment("reauthenticated_at"),
    userId: text("user_id")
      .notNull()
      .references(() => advisorUsers.id, { onDelete: "cascade" }),
  },
  (table) => [index("advisor_sessions_user_idx").on(table.userId)],
);

/** The password (a scrypt hash) of each advisor: the library's "credential" account. */
export const advisorCredentials = pgTable(
  "advisor_credentials",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => advisorUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: moment("access_token_expires_at"),
    refreshTokenExpiresAt: moment("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: moment("created_at").notNull().defaultNow(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (table) => [index("advisor_credentials_user_idx").on(table.userId)],
);

/** The library's own short-lived values (kept for it; the site's links live in verification_links). */
export const authVerifications = pgTable(
  "auth_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: moment("expires_at").notNull(),
    createdAt: moment("created_at").notNull().defaultNow(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (table) => [index("auth_verifications_identifier_idx").on(table.identifier)],
);

export const linkPurposes = ["verify-email", "reset-password", "staff-invitation", "change-email"] as const;
export type LinkPurpose = (typeof linkPurposes)[number];

/**
 * Links mailed to an advisor: only the SHA-256 of the token is kept; each works once. A link a
 * newer one replaced is marked `replacedAt` (not used), so its page can say so.
 */
export const verificationLinks = pgTable(
  "verification_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", { enum: linkPurposes }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => advisorUsers.id, { onDelete: "cascade" }),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    replacedAt: moment("replaced_at"),
    createdAt: moment("created_at").notNull().defaultNow(),
    /** A `change-email` link: the new address, which replaces the account's once the link is spent. */
    newEmail: text("new_email"),
  },
  (table) => [index("verification_links_user_idx").on(table.userId, table.purpose)],
);

/**
 * Each verified registration as the firm receives it (its webhook delivery has the same id).
 * Kept when the advisor deletes the account: the firm keeps the lead it already received.
 */
export const advisorRegistrations = pgTable("advisor_registrations", {
  id: uuid("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  firmName: text("firm_name").notNull(),
  crdNumber: text("crd_number"),
  /** The `timestamp` of the payload: when the address was verified. */
  verifiedAt: moment("verified_at").notNull(),
  source: text("source").notNull(),
  /**
   * What the advisor attested to and the terms they accepted, as they were (the firm's evidence
   * that its hypothetical figures reach professionals): kept here when the account is deleted.
   * Not sent to the webhook. Empty for a registration stored before they were kept.
   */
  attestationText: text("attestation_text"),
  attestationVersion: text("attestation_version"),
  termsVersion: text("terms_version"),
  attestedAt: moment("attested_at"),
});

/**
 * The mail outbox: each mail with its delivery job (same id). A body is kept once the mail is
 * handed to the SMTP server (or its link expired unsent), with every link in it replaced by a
 * marker (app/.server/mail/remove-links.ts): a link lives in the database only while undelivered.
 */
export const mails = pgTable(
  "mails",
  {
    id: uuid("id").primaryKey(),
    /** What the mail is for (verify-email, registration-attempt, ...): listed by `npm run mail`. */
    purpose: text("purpose").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    createdAt: moment("created_at").notNull().defaultNow(),
    /** When the bodies' links were replaced by a marker: once sent, or once the link expired unsent. */
    linksRemovedAt: moment("links_removed_at"),
    /** A mail to followers: its one-click unsubscribe address (List-Unsubscribe, RFC 8058), replaced by the marker once sent. */
    unsubscribeUrl: text("unsubscribe_url"),
    /** A mail to followers: the published version (signal, commentary) it announces, for the counts per publication. */
    publication: text("publication"),
  },
  (table) => [index("mails_publication_idx").on(table.publication)],
);

/**
 * Secrets the site once made for itself. Empty since the cookie key moved out of the database
 * (a key file in the data folder, or AUTH_SECRET); kept so that an older key can be moved out.
 */
export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: moment("created_at").notNull().defaultNow(),
});

export const accountRequestPurposes = ["reset-password"] as const;

/**
 * Requests whose answer must not tell whether the address has an account (a forgotten
 * password): stored alike for every address and worked off by the relay, then deleted.
 */
export const accountRequests = pgTable("account_requests", {
  id: uuid("id").primaryKey(),
  purpose: text("purpose", { enum: accountRequestPurposes }).notNull(),
  email: text("email").notNull(),
  createdAt: moment("created_at").notNull().defaultNow(),
});
