// What each advisor follows: a model's signals (`model:3`) or the firm's commentary
// (`commentary`), one row per advisor and subject. Nothing is followed until the advisor ticks
// it on the account page. A row is kept when the advisor stops (`endedAt`, and how), so the
// account page can say that a mail's unsubscribe link turned it off. `token` is the random
// one-click unsubscribe token of the row: it names that one subscription and nothing else.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { advisorUsers } from "./account-schema";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const subscriptionEndings = ["account", "unsubscribe-link"] as const;
export type SubscriptionEnding = (typeof subscriptionEndings)[number];

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey(),
    advisorId: text("advisor_id")
      .notNull()
      .references(() => advisorUsers.id, { onDelete: "cascade" }),
    /** `model:<number>` or `commentary`. */
    subject: text("subject").notNull(),
    /** 32 random bytes, base64url: the one-click unsubscribe link's token (a new one each time it is turned on). */
    token: text("token").notNull(),
    startedAt: moment("started_at").notNull().defaultNow(),
    /** Null while followed. */
    endedAt: moment("ended_at"),
    /** How it was turned off: on the account page or by a mail's unsubscribe link. */
    endedBy: text("ended_by", { enum: subscriptionEndings }),
  },
  (table) => [
    uniqueIndex("subscriptions_advisor_subject_idx").on(table.advisorId, table.subject),
    uniqueIndex("subscriptions_token_idx").on(table.token),
    index("subscriptions_subject_idx").on(table.subject, table.endedAt),
  ],
);
