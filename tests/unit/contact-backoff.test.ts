import { describe, expect, it } from "vitest";
import { nextDelay, parseRetryAfter, retryDelay } from "~/.server/outbox/backoff";
import { parseSettings } from "~/.server/settings";

const production = (() => {
  const settings = parseSettings({});
  return {
    baseDelayMs: settings.CONTACT_RELAY_BASE_DELAY_MS,
    maxDelayMs: settings.CONTACT_RELAY_MAX_DELAY_MS,
    attempts: settings.CONTACT_RELAY_MAX_ATTEMPTS,
  };
})();

describe("delivery backoff", () => {
  it("retries a first failure within about 5 seconds", () => {
    for (const random of [0, 0.5, 0.999]) {
      const delay = retryDelay(1, { ...production, random: () => random });
      expect(delay).toBeGreaterThanOrEqual(4000);
      expect(delay).toBeLessThanOrEqual(6000);
    }
  });

  it("grows each time and keeps trying for more than a day over the default attempts", () => {
    const shortest = (attempt: number) => retryDelay(attempt, { ...production, random: () => 0 });
    const delays = Array.from({ length: production.attempts - 1 }, (_, index) => shortest(index + 1));
    for (let index = 1; index < delays.length; index++) expect(delays[index]!).toBeGreaterThan(delays[index - 1]!);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(24 * 60 * 60 * 1000);
    expect(production.attempts).toBe(8);
  });

  it("never waits longer than the cap, jitter included", () => {
    expect(retryDelay(30, { ...production, random: () => 0.999 })).toBeLessThanOrEqual(production.maxDelayMs * 1.2);
    expect(retryDelay(30, { baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5 })).toBe(1000);
  });

  it("spreads retries of the same attempt apart", () => {
    const delays = new Set([0.1, 0.4, 0.7, 0.95].map((random) => retryDelay(3, { ...production, random: () => random })));
    expect(delays.size).toBe(4);
  });

  it("reads Retry-After in seconds or as an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it("waits at least what Retry-After asks, up to the cap", () => {
    const options = { baseDelayMs: 100, maxDelayMs: 60_000, random: () => 0.5 };
    expect(nextDelay(1, 5_000, options)).toBe(5_000);
    expect(nextDelay(1, 10, options)).toBe(100);
    expect(nextDelay(1, 10 * 60_000, options)).toBe(60_000);
  });
});
