// A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence,
// so a generated input that fails a test can be made again from the seed printed with it.

export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, below). */
  int(below: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}

/** The seed to use: FUZZ_SEED when given (to repeat a failing run), else a new one. */
export function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED;
  return given ? Number(given) >>> 0 : Math.floor(Math.random() * 2 ** 32);
}
