import { bitsetMembers } from './bitset';
import type { SortOrder } from './sortOrder';

/**
 * Membership tests of a filter: a bit, a rank within [lo, hi), a stamp equal to `lo`, or a
 * non-zero nibble (a search word's tier map, see `TierPosting.tiers`).
 */
export const TEST_BITS = 0;
export const TEST_RANK = 1;
export const TEST_STAMP = 2;
export const TEST_TIER = 3;

/** One listing filter as a set of product positions. */
export interface PositionFilter {
  /** How many products pass. */
  readonly size: number;
  /** The products that pass, in any order; null: enumerate the bits of `data`. */
  readonly list: Uint32Array | null;
  readonly test: typeof TEST_BITS | typeof TEST_RANK | typeof TEST_STAMP | typeof TEST_TIER;
  readonly data: Uint32Array | Uint8Array;
  readonly lo: number;
  readonly hi: number;
}

/** Scratch space of `selectPage`, one per catalogue (requests run one at a time). */
export interface PageScratch {
  readonly hits: Uint32Array;
  readonly keys: Uint32Array;
}

export const createPageScratch = (size: number): PageScratch => ({
  hits: new Uint32Array(size),
  keys: new Uint32Array(size),
});

function passes(f: PositionFilter, position: number): boolean {
  switch (f.test) {
    case TEST_BITS:
      return ((f.data[position >>> 5]! >>> (position & 31)) & 1) === 1;
    case TEST_RANK: {
      const r = f.data[position]!;
      return r >= f.lo && r < f.hi;
    }
    case TEST_STAMP:
      return f.data[position] === f.lo;
    default:
      return ((f.data[position >>> 1]! >>> ((position & 1) << 2)) & 15) !== 0;
  }
}

export function passesAll(filters: readonly PositionFilter[], position: number): boolean {
  for (let k = 0; k < filters.length; k++) if (!passes(filters[k]!, position)) return false;
  return true;
}

/** Writes the driver's members that pass the other filters into `hits`; returns how many. */
function collect(
  driver: PositionFilter,
  others: readonly PositionFilter[],
  hits: Uint32Array,
): number {
  let count = 0;
  if (driver.list) {
    const list = driver.list;
    for (let i = 0; i < list.length; i++) {
      const p = list[i]!;
      if (passesAll(others, p)) hits[count++] = p;
    }
    return count;
  }
  const bits = driver.data as Uint32Array;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      const p = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
      if (passesAll(others, p)) hits[count++] = p;
    }
  }
  return count;
}

/**
 * One page of the products passing every filter, in `sort` order, and how many pass. The
 * smallest filter drives one pass that counts the matches; then the page comes either from a
 * walk along the precomputed order (dense results, early pages) or from sorting the matches'
 * ranks (sparse results), whichever the estimate says is cheaper. No comparison sort of
 * products happens per request.
 */
export function selectPage(
  filters: readonly PositionFilter[],
  sort: SortOrder,
  offset: number,
  limit: number,
  scratch: PageScratch,
): { positions: number[]; total: number } {
  const { order, rank } = sort;
  const size = order.length;
  if (filters.length === 0) {
    return { positions: Array.from(order.subarray(offset, offset + limit)), total: size };
  }
  let driver = filters[0]!;
  for (const f of filters) if (f.size < driver.size) driver = f;
  if (driver.size === 0) return { positions: [], total: 0 };

  let hits: Uint32Array | null = null;
  let total = driver.size;
  if (filters.length > 1) {
    total = collect(
      driver,
      filters.filter((f) => f !== driver),
      scratch.hits,
    );
    hits = scratch.hits;
  } else if (driver.list) {
    hits = driver.list;
  }
  if (offset >= total) return { positions: [], total };
  const end = Math.min(total, offset + limit);

  // A filter on the sort's own key (price range under a price sort) bounds the walk.
  let from = 0;
  let to = size;
  for (const f of filters) {
    if (f.test === TEST_RANK && f.data === rank) {
      from = Math.max(from, f.lo);
      to = Math.min(to, f.hi);
    }
  }
  const walkCost = ((end * (to - from)) / total) * filters.length;
  const sortCost = total * (Math.log2(total) + 1) + (hits ? 0 : total);
  if (walkCost <= sortCost) {
    const positions: number[] = [];
    let seen = 0;
    for (let r = from; r < to && seen < end; r++) {
      const p = order[r]!;
      if (passesAll(filters, p) && seen++ >= offset) positions.push(p);
    }
    return { positions, total };
  }

  if (!hits) {
    bitsetMembers(driver.data as Uint32Array, scratch.hits);
    hits = scratch.hits;
  }
  const keys = scratch.keys.subarray(0, total);
  for (let i = 0; i < total; i++) keys[i] = rank[hits[i]!]!;
  keys.sort();
  const positions: number[] = [];
  for (let i = offset; i < end; i++) positions.push(order[keys[i]!]!);
  return { positions, total };
}
