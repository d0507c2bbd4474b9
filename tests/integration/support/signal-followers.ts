// Many followers at once, for the fan-out's crash test and bench: verified advisors written in
// bulk (no password, no mail: they only receive), each following one model.
import { randomUUID } from "node:crypto";
import type { Db } from "~/.server/db/database";
import { advisorUsers, subscriptions } from "~/.server/db/schema";
import { modelSubject, newToken } from "~/.server/signals/subscriptions";
import type { PublishedSignal } from "~/lib/content-desk/contract";

/** Add `count` verified advisors following `modelId` (follower{n}@{domain}); their addresses. */
export async function seedFollowers(db: Db, count: number, modelId = 3, domain = "followers.example"): Promise<string[]> {
  const addresses: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const people = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
      const n = start + offset;
      return { id: randomUUID(), email: `follower${n}@${domain}`, n };
    });
    await db.insert(advisorUsers).values(
      people.map((person) => ({
        id: person.id,
        name: `Follower ${person.n}`,
        email: person.email,
        emailVerified: true,
        firstName: "Follower",
        lastName: String(person.n),
        firmName: "Follower Advisors",
      })),
    );
    await db
      .insert(subscriptions)
      .values(people.map((person) => ({ id: randomUUID(), advisorId: person.id, subject: modelSubject(modelId), token: newToken() })));
    addresses.push(...people.map((person) => person.email));
  }
  return addresses;
}

/** A signal of `modelId` as the store would publish it. */
export const testSignal = (versionId: string, modelId = 3): PublishedSignal => ({
  id: `model-${modelId}-${versionId}`,
  modelId,
  effectiveDate: "2026-12-01",
  title: "Trim bonds, add equities",
  trades: [
    { ticker: "SPY", name: "SPDR S&P 500 ETF", before: 50, after: 60 },
    { ticker: "AGG", name: "iShares Core US Aggregate Bond ETF", before: 50, after: 40 },
  ],
  reasoning: "We **add** to equities and trim bonds.\n\n- Rates are stable.\n- Earnings grew.",
  publishedAt: "2026-11-26T12:00:00.000Z",
  versionId,
});
