/** Compares two product positions (negative: a first). */
export type PositionCompare = (a: number, b: number) => number;

/** A precomputed order of all products and each product's rank in it. */
export interface SortOrder {
  /** Product positions, first to last. */
  readonly order: Uint32Array;
  /** `rank[position]`: where the product stands in `order`. */
  readonly rank: Uint32Array;
  readonly compare: PositionCompare;
}

/** Sorts positions 0 … size - 1 once (at load). */
export function createSortOrder(size: number, compare: PositionCompare): SortOrder {
  const order = new Uint32Array(size);
  for (let i = 0; i < size; i++) order[i] = i;
  order.sort(compare);
  const rank = new Uint32Array(size);
  for (let i = 0; i < size; i++) rank[order[i]!] = i;
  return { order, rank, compare };
}

/** The order where positions stand as they are (name order) or reversed. */
export function createIdentityOrder(size: number, reversed: boolean): SortOrder {
  const order = new Uint32Array(size);
  for (let i = 0; i < size; i++) order[i] = reversed ? size - 1 - i : i;
  return {
    order,
    rank: order.slice(),
    compare: reversed ? (a, b) => b - a : (a, b) => a - b,
  };
}

/** First rank in `order` whose product does not satisfy `before` (a prefix predicate). */
export function partitionPoint(sort: SortOrder, before: (position: number) => boolean): number {
  let lo = 0;
  let hi = sort.order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(sort.order[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Moves one product to its new place after its sort key changed (stock, rating, price, units
 * sold): a binary search and a block move, no re-sort.
 */
export function reposition(sort: SortOrder, position: number): void {
  const { order, rank, compare } = sort;
  const last = order.length - 1;
  const from = rank[position]!;
  order.copyWithin(from, from + 1);
  let lo = 0;
  let hi = last;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(order[mid]!, position) < 0) lo = mid + 1;
    else hi = mid;
  }
  order.copyWithin(lo + 1, lo, last);
  order[lo] = position;
  for (let r = Math.min(from, lo); r <= Math.max(from, lo); r++) rank[order[r]!] = r;
}
