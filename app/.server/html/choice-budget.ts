// How the server chooses a page's rules when no reader waits for them (critical-css.ts, ADR
// 0022): beasties' work is synchronous and costs the event loop 50-500 ms a page, so new choices
// are bounded and made one after another, once the answers being sent have left.
import { oneAfterAnother } from "../one-after-another";

/**
 * How many new choices the server may start without a reader waiting: `burst` at once (the
 * site's page kinds after a start), then one each `refillMs`. At the defaults, requests that
 * make every page a new kind cost the event loop at most about 1 s a minute.
 */
export class ChoiceBudget {
  private tokens: number;
  private last: number;
  constructor(
    private readonly burst = 48,
    private readonly refillMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }
  /** Whether a new choice may start now (and, if so, counts it). */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + (now - this.last) / this.refillMs);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** The choices made for no waiting reader: each starts after the one before. */
const inTurn = oneAfterAnother();

/**
 * `task` once the choices before it are made and the answers being sent have left: beasties'
 * work is synchronous, and started at once it held the answer of the request that asked for it.
 */
export function afterOtherChoices<T>(task: () => Promise<T>): Promise<T> {
  return inTurn(() => new Promise<void>((resolve) => setImmediate(resolve)).then(task));
}
