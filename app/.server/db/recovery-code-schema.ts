// The single-use recovery codes of an account with two-factor sign-in: each stored as its SHA-256
// hash (the codes are random and long, so a fast hash is enough), marked when used, and replaced
// all together when new ones are made. They go with the account, and when two-factor sign-in is off.
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { advisorUsers } from "./account-schema";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => advisorUsers.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the code as typed without spaces and dashes, lower-cased. */
    codeHash: text("code_hash").notNull().unique(),
    createdAt: moment("created_at").notNull().defaultNow(),
    /** Set once the code has opened a sign-in (or turned two-factor off): it opens nothing again. */
    usedAt: moment("used_at"),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);
