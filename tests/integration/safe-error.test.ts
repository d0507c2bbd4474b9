// What the logs say of a failed query, on both storage back ends: the kind of error, its
// SQLSTATE and the names of the table and constraint; never the values the query carried, which
// the errors themselves do quote.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeDbError, StorageError } from "~/.server/db/safe-error";
import { contactMessages } from "~/.server/db/schema";
import { backends, openForSuite } from "./support/databases";

const row = (id: string) => ({
  id,
  name: "Quentin Privat",
  email: "quentin@private-advisors.example",
  firmName: "",
  phoneNumber: "",
  subject: "general-inquiry",
  message: "Secret plans for my clients.",
  isFinancialAdvisor: true,
  submittedAt: new Date(),
  source: "Contact Form",
});

describe.each(backends)("a failed query on $name", (backend) => {
  const suite = openForSuite(backend);

  async function failure(work: () => Promise<unknown>): Promise<unknown> {
    try {
      await work();
    } catch (error) {
      return error;
    }
    throw new Error("the query did not fail");
  }

  it("is described by its code and constraint, without the values its error quotes", async () => {
    const id = crypto.randomUUID();
    await suite.database.db.insert(contactMessages).values(row(id));
    const error = await failure(() => suite.database.db.insert(contactMessages).values(row(id)));

    // The error itself carries the values: this is what must never reach a log.
    const cause = (error as Error).cause as { detail?: string };
    expect((error as Error).message).toContain("quentin@private-advisors.example");
    expect(cause.detail).toContain(id);

    const description = describeDbError(error);
    expect(description).toBe(
      "DrizzleQueryError < DatabaseError code=23505 (unique_violation) table=contact_messages constraint=contact_messages_pkey",
    );
    expect(new StorageError(error).message).toBe(description);
    expect(describeDbError(new StorageError(error))).toBe(description);
  });

  it("is described by its code when the driver's own message quotes the value", async () => {
    const email = "quentin@private-advisors.example";
    const error = await failure(() => suite.database.db.select().from(contactMessages).where(eq(contactMessages.id, email)));
    expect(((error as Error).cause as Error).message).toContain(email);
    expect(describeDbError(error)).toBe("DrizzleQueryError < DatabaseError code=22P02 (invalid_text_representation)");
  });
});
