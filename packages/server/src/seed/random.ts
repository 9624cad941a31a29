export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** FNV-1a over the parts: a stable 32-bit seed for a named stream (e.g. 'product', 42). */
export function seedOf(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join('\u001f');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A seeded pseudo-random stream (mulberry32): the seed's only source of variety, never
 * `Math.random`. Each product gets its own stream (`'product', i`), so product i is the same
 * whatever number of products is seeded.
 */
export class Random {
  private state: number;

  constructor(...seedParts: readonly (string | number)[]) {
    this.state = seedOf(...seedParts);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() needs a non-empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One element, chosen in proportion to `weightOf(item)`. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    return weightedPicker(items, weightOf)(this);
  }

  /** `count` distinct elements (or all of them), in list order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const wanted = Math.min(count, items.length);
    while (chosen.size < wanted) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
  }

  /** A string of `length` characters of `alphabet`. */
  chars(length: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}

/** A new stream for the named seed. */
export const createRandom = (...seedParts: readonly (string | number)[]) =>
  new Random(...seedParts);

/**
 * A weighted choice over a fixed list with the cumulative weights computed once (the
 * generator draws from the same lists 100,000 times).
 */
export function weightedPicker<T>(
  items: readonly T[],
  weightOf: (item: T) => number,
): (random: Random) => T {
  if (items.length === 0) throw new RangeError('weightedPicker() needs a non-empty list');
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weightOf(item);
    cumulative.push(total);
  }
  return (random) => {
    const ticket = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) > ticket) high = mid;
      else low = mid + 1;
    }
    return items[low] as T;
  };
}
