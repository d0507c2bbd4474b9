import { describe, expect, it } from "vitest";
import { createRateLimiter } from "~/.server/rate-limit/in-process";

describe("contact rate limit", () => {
  it("accepts 5 messages from a client in 10 minutes and refuses the 6th", () => {
    const limiter = createRateLimiter({ max: 5, windowMs: 600_000 });
    const start = 1_000_000;
    for (let index = 0; index < 5; index++) expect(limiter.allow("10.0.0.1", start + index * 1000)).toBe(true);
    expect(limiter.allow("10.0.0.1", start + 60_000)).toBe(false);
  });

  it("counts each client on its own", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 600_000 });
    expect(limiter.allow("10.0.0.1", 0)).toBe(true);
    expect(limiter.allow("10.0.0.2", 0)).toBe(true);
    expect(limiter.allow("10.0.0.1", 1)).toBe(false);
  });

  it("accepts the client again once the window has passed", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 600_000 });
    expect(limiter.allow("a", 0)).toBe(true);
    expect(limiter.allow("a", 100_000)).toBe(true);
    expect(limiter.allow("a", 599_999)).toBe(false);
    expect(limiter.allow("a", 600_001)).toBe(true);
  });
});
