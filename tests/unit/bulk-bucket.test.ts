import { describe, expect, it } from "vitest";
import { bulkBucket } from "~/.server/outbox/relay";

describe("the rate of followers' mails (a token bucket)", () => {
  it("allows a burst, then one mail per 60/rate seconds", () => {
    let now = 0;
    const bucket = bulkBucket(120, 8, () => now);
    expect(bucket.available(100)).toBe(8);
    bucket.take(8);
    expect(bucket.available(100)).toBe(0);
    expect(bucket.waitMs()).toBe(500);
    now += 499;
    expect(bucket.available(100)).toBe(0);
    now += 1;
    expect(bucket.available(100)).toBe(1);
    bucket.take(1);
    // Never more than the burst saved up, however long it waited.
    now += 3_600_000;
    expect(bucket.available(100)).toBe(8);
  });

  it("takes what is asked for when no rate is set", () => {
    const bucket = bulkBucket(undefined, 8, () => 0);
    expect(bucket.available(5)).toBe(5);
    bucket.take(5);
    expect(bucket.available(5)).toBe(5);
    expect(bucket.waitMs()).toBeUndefined();
  });
});
