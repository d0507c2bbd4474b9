// How the time of a check grows with the size of its input: about 4 times longer on an input
// four times as long when the time is linear, about 16 times when it grows with the square.
// Compared as a ratio, not as absolute times, so that a busy machine does not fail the test.

/**
 * Time of `check` on an input of `4 * size` divided by its time on an input of `size`, each
 * the fastest of several runs (the fastest is the least disturbed by load). The two sizes
 * take turns, after a warm-up run of each, so that both meet the same conditions.
 */
export function fourfoldGrowth(make: (size: number) => string, check: (input: string) => unknown, size: number, runs = 7): number {
  const small = make(size);
  const large = make(4 * size);
  check(small);
  check(large);
  let fastestSmall = Infinity;
  let fastestLarge = Infinity;
  for (let i = 0; i < runs; i++) {
    fastestSmall = Math.min(
      fastestSmall,
      timed(() => check(small)),
    );
    fastestLarge = Math.min(
      fastestLarge,
      timed(() => check(large)),
    );
  }
  // A floor of 0.05 ms keeps timer granularity from inflating the ratio of very fast checks.
  return fastestLarge / Math.max(fastestSmall, 0.05);
}

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}
