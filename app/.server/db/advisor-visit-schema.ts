// When each advisor signed in, so that the advisor area can say what changed since the last
// visit: the start of the current session and of the one before. Written when a session is
// created (a sign-in, a POST), never by opening a page.
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { advisorUsers } from "./account-schema";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const advisorVisits = pgTable("advisor_visits", {
  advisorId: text("advisor_id")
    .primaryKey()
    .references(() => advisorUsers.id, { onDelete: "cascade" }),
  /** The latest sign-in. */
  signedInAt: moment("signed_in_at").notNull(),
  /** The sign-in before it: "since your last visit" starts here. Null until the second sign-in. */
  previousSignInAt: moment("previous_sign_in_at"),
});
