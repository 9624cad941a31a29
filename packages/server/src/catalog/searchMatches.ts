import { type TierPosting, tierIn } from './searchIndex';
import { SEARCH_TIERS, TIER_POINTS } from './searchTerms';

/** Products matching every word of a search, with the sum of their tier points. */
export interface SearchMatches {
  /** Product positions (any order), `count` of them. */
  readonly ids: Uint32Array;
  /** Tier points summed over the words, per entry of `ids`. */
  readonly points: Uint32Array;
  readonly count: number;
}

const NO_TIER = 255;

/**
 * Intersects the postings of several words, smallest first. A large posting answers a
 * product's tier from its tier map; a small one is spread into the scratch table `tierOf`
 * (all NO_TIER between calls) and cleared after. The work is bounded by the smallest posting
 * times the words, plus the small postings' sizes.
 */
export function matchEveryWord(
  postings: readonly TierPosting[],
  tierOf: Uint8Array,
): SearchMatches {
  const bySize = [...postings].sort((a, b) => a.ids.length - b.ids.length);
  const first = bySize[0]!;
  const ids = first.ids.slice();
  const points = new Uint32Array(ids.length);
  let start = 0;
  for (let tier = 0; tier < SEARCH_TIERS; tier++) {
    const end = first.ends[tier]!;
    points.fill(TIER_POINTS[tier]!, start, end);
    start = end;
  }
  let count = ids.length;
  for (let w = 1; w < bySize.length && count > 0; w++) {
    const posting = bySize[w]!;
    const map = posting.tiers;
    if (!map) spread(posting, tierOf);
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const id = ids[i]!;
      const tier = map ? tierIn(map, id) : tierOf[id]!;
      if (tier < 0 || tier === NO_TIER) continue;
      ids[kept] = id;
      points[kept] = points[i]! + TIER_POINTS[tier]!;
      kept++;
    }
    if (!map) for (let k = 0; k < posting.ids.length; k++) tierOf[posting.ids[k]!] = NO_TIER;
    count = kept;
  }
  return { ids, points, count };
}

function spread(posting: TierPosting, tierOf: Uint8Array): void {
  let start = 0;
  for (let tier = 0; tier < SEARCH_TIERS; tier++) {
    const end = posting.ends[tier]!;
    for (let k = start; k < end; k++) tierOf[posting.ids[k]!] = tier;
    start = end;
  }
}

/**
 * The best `limit` matches by score (mean points, rounded) then position (name order), best
 * first; one pass with a small sorted buffer, no sort of all matches.
 */
export function topMatches(
  matches: SearchMatches,
  words: number,
  limit: number,
): { id: number; score: number }[] {
  const top: { id: number; score: number }[] = [];
  if (limit <= 0) return top;
  const better = (a: { id: number; score: number }, score: number, id: number) =>
    score > a.score || (score === a.score && id < a.id);
  for (let i = 0; i < matches.count; i++) {
    const id = matches.ids[i]!;
    const score = Math.round(matches.points[i]! / words);
    if (top.length === limit && !better(top[limit - 1]!, score, id)) continue;
    let at = top.length;
    while (at > 0 && better(top[at - 1]!, score, id)) at--;
    top.splice(at, 0, { id, score });
    if (top.length > limit) top.pop();
  }
  return top;
}
