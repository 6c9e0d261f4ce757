/** mulberry32: a small seeded generator, so property tests replay the same cases on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const some = <T>(list: readonly T[]): T[] => list.filter(() => next() < 0.3);
  const maybe = (max: number) => (next() < 0.5 ? null : int(max));
  return { next, int, pick, some, maybe };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
