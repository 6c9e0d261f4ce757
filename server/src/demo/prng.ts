/** A small seeded pseudo-random generator (mulberry32) with the helpers the demo data needs. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for a named sub-stream, so adding data in one place doesn't shift another. */
  static derive(seed: number, key: string): Random {
    let hash = 2166136261 ^ seed;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
    return new Random(hash >>> 0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max]. */
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('Cannot pick from an empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  /** Index chosen with probability proportional to its weight. */
  weightedIndex(weights: readonly number[]): number {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let roll = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      roll -= weights[i] ?? 0;
      if (roll < 0) return i;
    }
    return weights.length - 1;
  }

  /** `count` distinct items, each drawn with probability proportional to its weight. */
  sample<T>(list: readonly T[], count: number, weight: (item: T) => number = () => 1): T[] {
    const pool = [...list];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const index = this.weightedIndex(pool.map(weight));
      chosen.push(pool[index] as T);
      pool.splice(index, 1);
    }
    return chosen;
  }
}
