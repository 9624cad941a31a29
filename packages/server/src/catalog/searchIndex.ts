import { bitsetMembers, createBitset, setBit } from './bitset';
import { SEARCH_TIERS, type SearchTier, typoDistance } from './searchTerms';

/** The products one search word matches: grouped by tier (best first), by position in each. */
export interface TierPosting {
  /** Product positions (name order): tier 0's, then tier 1's, … */
  readonly ids: Uint32Array;
  /** Where each tier's positions end in `ids` (exclusive), `SEARCH_TIERS` entries. */
  readonly ends: Uint32Array;
  /**
   * Large postings only: every position's tier + 1, two positions a byte (0: not matched),
   * so a multi-word search checks the other words in constant time.
   */
  readonly tiers: Uint8Array | null;
}

/** The tier of `position` in a posting's `tiers` map, or -1 when it does not match. */
export const tierIn = (tiers: Uint8Array, position: number): number =>
  ((tiers[position >>> 1]! >>> ((position & 1) << 2)) & 15) - 1;

/** The word dictionary of the catalogue: a search word (a prefix) → the products it matches. */
export interface SearchIndex {
  /** The products with a term starting with `prefix`, each at its best tier. */
  lookup(prefix: string): TierPosting;
  /** The products with exactly the term `term`. */
  lookupExact(term: string): TierPosting;
  /**
   * The letter-only terms within `maxTypos` typos of `word` (same first letter, as typing
   * rarely gets that wrong), without `word` itself.
   */
  termsNear(word: string, maxTypos: number): readonly { term: string; typos: number }[];
}

/**
 * Prefixes whose terms hold at least this many postings get their merged posting built ahead
 * (the short, common prefixes: 'se', 'omr', …); any other lookup merges fewer than this many
 * at query time, so the work per search word is bounded.
 */
export const PRECOMPUTED_PREFIX_POSTINGS = 2048;

/**
 * A posting gets a tier map (`TierPosting.tiers`, half a byte per product in the catalogue) only
 * when it holds at least one product in this many, so the maps never weigh more than twice the
 * postings they map. (A fixed threshold gave every common word of a million products a 500 kB
 * map: 2.5 GB in all.) A smaller posting is spread into a per-query table instead, which costs
 * the same answer a pass over its positions.
 */
export const TIER_MAP_SHARE = 16;

const EMPTY: TierPosting = {
  ids: new Uint32Array(0),
  ends: new Uint32Array(SEARCH_TIERS),
  tiers: null,
};
const NO_TIER = 255;

/**
 * Builds the dictionary over `size` products, `termsOf(i)` giving product i's terms. Terms
 * are sorted, so the terms a prefix matches are one contiguous range found by binary search.
 */
export function buildSearchIndex(
  size: number,
  termsOf: (position: number) => Map<string, SearchTier>,
): SearchIndex {
  // Every (term, product, tier) once, numbering terms as they come.
  const termNumbers = new Map<string, number>();
  const found: string[] = [];
  let entryTerms = new Uint32Array(1 << 16);
  let entryValues = new Uint32Array(1 << 16);
  let entryCount = 0;
  for (let i = 0; i < size; i++) {
    for (const [term, tier] of termsOf(i)) {
      let number = termNumbers.get(term);
      if (number === undefined) {
        number = found.length;
        termNumbers.set(term, number);
        found.push(term);
      }
      if (entryCount === entryTerms.length) {
        const grown = new Uint32Array(entryCount * 2);
        grown.set(entryTerms);
        entryTerms = grown;
        const values = new Uint32Array(entryCount * 2);
        values.set(entryValues);
        entryValues = values;
      }
      entryTerms[entryCount] = number;
      entryValues[entryCount] = i * 8 + tier;
      entryCount++;
    }
  }
  termNumbers.clear();
  // Sorted terms; postings by a counting sort on (term, tier), positions staying ascending.
  const numbersInOrder = found.map((_, k) => k).sort((a, b) => (found[a]! < found[b]! ? -1 : 1));
  const rankOf = new Uint32Array(found.length);
  numbersInOrder.forEach((number, rank) => {
    rankOf[number] = rank;
  });
  const sortedTerms = numbersInOrder.map((number) => found[number]!);
  const buckets = new Uint32Array(found.length * SEARCH_TIERS + 1);
  for (let e = 0; e < entryCount; e++) {
    buckets[rankOf[entryTerms[e]!]! * SEARCH_TIERS + (entryValues[e]! & 7) + 1]!++;
  }
  for (let b = 1; b < buckets.length; b++) buckets[b]! += buckets[b - 1]!;
  const postings = new Uint32Array(entryCount);
  const fill = buckets.slice(0, buckets.length - 1);
  for (let e = 0; e < entryCount; e++) {
    const bucket = rankOf[entryTerms[e]!]! * SEARCH_TIERS + (entryValues[e]! & 7);
    postings[fill[bucket]!++] = entryValues[e]! >>> 3;
  }
  // The sort's comparator keeps this scope's `found` alive beside `sortedTerms`: let it go.
  found.length = 0;
  const starts = new Uint32Array(sortedTerms.length + 1);
  const tierEnds = new Uint32Array(sortedTerms.length * SEARCH_TIERS);
  for (let t = 0; t < sortedTerms.length; t++) {
    starts[t] = buckets[t * SEARCH_TIERS]!;
    for (let tier = 0; tier < SEARCH_TIERS; tier++) {
      tierEnds[t * SEARCH_TIERS + tier] = buckets[t * SEARCH_TIERS + tier + 1]! - starts[t]!;
    }
  }
  starts[sortedTerms.length] = entryCount;

  const tierMapMinimum = Math.max(PRECOMPUTED_PREFIX_POSTINGS, Math.ceil(size / TIER_MAP_SHARE));
  const best = new Uint8Array(size).fill(NO_TIER);
  const seen = createBitset(size);

  /** The large-posting tier map (see `TierPosting.tiers`). */
  function tierMap(ids: Uint32Array, ends: Uint32Array): Uint8Array {
    const tiers = new Uint8Array((size + 1) >>> 1);
    let start = 0;
    for (let tier = 0; tier < SEARCH_TIERS; tier++) {
      for (let k = start; k < ends[tier]!; k++) {
        const id = ids[k]!;
        tiers[id >>> 1]! |= (tier + 1) << ((id & 1) << 2);
      }
      start = ends[tier]!;
    }
    return tiers;
  }

  const withTiers = (ids: Uint32Array, ends: Uint32Array): TierPosting => ({
    ids,
    ends,
    tiers: ids.length >= tierMapMinimum ? tierMap(ids, ends) : null,
  });

  const largeTerms = new Map<number, TierPosting>();
  const termPosting = (t: number): TierPosting =>
    largeTerms.get(t) ?? {
      ids: postings.subarray(starts[t], starts[t + 1]),
      ends: tierEnds.subarray(t * SEARCH_TIERS, (t + 1) * SEARCH_TIERS),
      tiers: null,
    };
  for (let t = 0; t < sortedTerms.length; t++) {
    if (starts[t + 1]! - starts[t]! < PRECOMPUTED_PREFIX_POSTINGS) continue;
    const { ids, ends } = termPosting(t);
    largeTerms.set(t, withTiers(ids, ends));
  }

  /** The products a merge has met so far (each once): one list for every merge, no garbage. */
  const touched = new Uint32Array(size);

  /** The postings of terms lo … hi - 1 merged: each product once, at its best tier. */
  function merge(lo: number, hi: number, sortedOutput: (count: number) => Uint32Array) {
    let count = 0;
    for (let t = lo; t < hi; t++) {
      const base = starts[t]!;
      let tierStart = base;
      for (let tier = 0; tier < SEARCH_TIERS; tier++) {
        const tierEnd = base + tierEnds[t * SEARCH_TIERS + tier]!;
        for (let k = tierStart; k < tierEnd; k++) {
          const id = postings[k]!;
          const known = best[id]!;
          if (known === NO_TIER) touched[count++] = id;
          if (tier < known) best[id] = tier;
        }
        tierStart = tierEnd;
      }
    }
    const ascending = sortedOutput(count);
    // Grouped by tier in two passes (a count, then each position at its tier's next slot).
    const ends = new Uint32Array(SEARCH_TIERS);
    for (let k = 0; k < count; k++) ends[best[ascending[k]!]!]!++;
    const next = new Uint32Array(SEARCH_TIERS);
    for (let tier = 0, sum = 0; tier < SEARCH_TIERS; tier++) {
      next[tier] = sum;
      sum += ends[tier]!;
      ends[tier] = sum;
    }
    const ids = new Uint32Array(count);
    for (let k = 0; k < count; k++) {
      const id = ascending[k]!;
      ids[next[best[id]!]!++] = id;
    }
    for (let k = 0; k < count; k++) best[touched[k]!] = NO_TIER;
    return withTiers(ids, ends);
  }

  const sortSmall = (count: number) => touched.slice(0, count).sort();
  const sortLarge = (count: number) => {
    // A bitset sweep orders many positions in linear time.
    seen.fill(0);
    for (let k = 0; k < count; k++) setBit(seen, touched[k]!);
    const out = new Uint32Array(count);
    bitsetMembers(seen, out);
    return out;
  };

  /** First term ≥ prefix (in `terms`, sorted; by default the dictionary's). */
  function lowerBound(prefix: string, terms: readonly string[] = sortedTerms): number {
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  /** First term from `from` on that does not start with prefix. */
  function prefixEnd(prefix: string, from: number, terms: readonly string[] = sortedTerms): number {
    let lo = from;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid]!.startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  // Merged postings of the heavy prefixes. A term is the first of its prefix's range only for
  // prefixes longer than what it shares with the previous term; a range too light for a
  // prefix stays too light for longer ones.
  const precomputed = new Map<string, TierPosting>();
  for (let t = 0; t < sortedTerms.length; t++) {
    const term = sortedTerms[t]!;
    const previous = t > 0 ? sortedTerms[t - 1]! : '';
    let shared = 0;
    while (shared < previous.length && previous[shared] === term[shared]) shared++;
    for (let length = shared + 1; length <= term.length; length++) {
      const prefix = term.slice(0, length);
      const end = prefixEnd(prefix, t);
      if (end - t < 2 || starts[end]! - starts[t]! < PRECOMPUTED_PREFIX_POSTINGS) break;
      precomputed.set(prefix, merge(t, end, sortLarge));
    }
  }

  const LETTERS = /^[a-z]+$/;
  const near = new Map<string, { term: string; typos: number }[]>();
  /**
   * The terms of letters only, in order: the only ones a typo may reach (part numbers and
   * quantities have digits). Most of a large catalogue's terms are part numbers (a million
   * products: two million terms), so a typo's scan of its first letter's terms would mostly
   * skip them. Listed with the index (not on the first search with a typo, which would wait
   * for it).
   */
  const letterTerms = sortedTerms.filter((term) => LETTERS.test(term));

  return {
    lookupExact(term) {
      const t = lowerBound(term);
      return t < sortedTerms.length && sortedTerms[t] === term ? termPosting(t) : EMPTY;
    },
    termsNear(word, maxTypos) {
      const key = `${maxTypos}:${word}`;
      let found = near.get(key);
      if (found) return found;
      found = [];
      const lo = lowerBound(word[0]!, letterTerms);
      const hi = prefixEnd(word[0]!, lo, letterTerms);
      for (let t = lo; t < hi; t++) {
        const term = letterTerms[t]!;
        if (Math.abs(term.length - word.length) > maxTypos || term === word) continue;
        const typos = typoDistance(word, term, maxTypos);
        if (typos <= maxTypos) found.push({ term, typos });
      }
      if (near.size >= 5000) near.clear();
      near.set(key, found);
      return found;
    },
    lookup(prefix) {
      if (!prefix) return EMPTY;
      const lo = lowerBound(prefix);
      const hi = prefixEnd(prefix, lo);
      if (hi === lo) return EMPTY;
      if (hi - lo === 1) return termPosting(lo);
      return precomputed.get(prefix) ?? merge(lo, hi, sortSmall);
    },
  };
}
