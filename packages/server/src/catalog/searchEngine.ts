import { type SearchIndex, type TierPosting, tierIn } from './searchIndex';
import {
  type QueryWord,
  type SearchAnalyzer,
  TIER_HEAD,
  TIER_MODEL,
  TIER_NAME_DETAIL,
  typosAllowed,
} from './searchTerms';

/**
 * How one word matched one product, lower is better: tier × 8 + typos × 2 + 1 when the word
 * is only the start of the product's term. `NO_MATCH` when it did not.
 */
const NO_MATCH = 255;
const quality = (tier: number, typos: number, prefix: boolean) =>
  tier * 8 + typos * 2 + (prefix ? 1 : 0);

/** One way a search word can match: a posting, with the typos and prefix it costs. */
interface Alternative {
  readonly posting: TierPosting;
  readonly typos: number;
  readonly prefix: boolean;
}

interface PlannedWord {
  readonly text: string;
  readonly alternatives: readonly Alternative[];
  /** Sum of the alternatives' sizes (an upper bound of the products it matches). */
  readonly size: number;
  /** The word can mark a model-number prefix match (a digit, or 4 characters or more). */
  readonly modelPrefixWord: boolean;
}

/** Products matching a search: positions and their `relevance_score`, `count` of them. */
export interface SearchRun {
  readonly ids: Uint32Array;
  readonly scores: Uint8Array;
  readonly count: number;
}

/** The per-product facts search ranks by after relevance, read live (kept by updates). */
export interface RankFacts {
  readonly size: number;
  /** Compacted model number's length per position (0: none). */
  readonly modelLength: Uint8Array;
  inStock(position: number): boolean;
  sold(position: number): number;
  /** -1 without reviews. */
  rating(position: number): number;
  reviews(position: number): number;
}

/** Longest run of words joined to look for a part number typed with spaces ('sdr 120 24'). */
const MAX_MODEL_SPAN = 4;
/** Top-k by insertion up to this many; beyond, a sort of every match. */
const INSERTION_LIMIT = 256;

/**
 * Search over a catalogue's word index, ranked like a product search engine. The rules, in
 * order: the whole model number typed (case, spaces and punctuation ignored), a model number's
 * start, every word in the name (or model), fewer words needing brand/category/specifications,
 * fewer typos, fewer words only in the name's details (after its first comma), a word naming
 * what the product is (the name's head noun), whole words before word starts; then in stock first, units sold, rating and
 * reviews, and name order. The first rules make `relevance_score` (0..100); the rest only
 * order products of equal score.
 *
 * Words match as prefixes of the catalogue's terms; a word of letters of 5 characters or more
 * may have 1 typo, 9 or more 2 (none in part numbers). Every word must match (stop words
 * aside).
 */
export function createSearchEngine(index: SearchIndex, analyzer: SearchAnalyzer, facts: RankFacts) {
  const { size } = facts;
  const ids = new Uint32Array(size);
  const scores = new Uint8Array(size);
  const stamp = new Uint32Array(size);
  let currentStamp = 0;
  /** Per planned word: each product's best quality among the word's small postings. */
  const spreads: Uint8Array[] = [];
  const spreadOf = (w: number) => {
    while (spreads.length <= w) spreads.push(new Uint8Array(size).fill(NO_MATCH));
    return spreads[w]!;
  };

  function alternativesOf(word: QueryWord): Alternative[] {
    if (word.concept) {
      return [{ posting: index.lookupExact(word.text), typos: 0, prefix: false }];
    }
    const exact = index.lookupExact(word.text);
    const alternatives: Alternative[] = [{ posting: exact, typos: 0, prefix: false }];
    // The word as the start of longer terms (a model number typed in part, a word typed half).
    alternatives.push({ posting: index.lookup(word.text), typos: 0, prefix: true });
    const allowed = word.unit ? 0 : typosAllowed(word.text);
    if (allowed > 0) {
      for (const { term, typos } of index.termsNear(word.text, allowed)) {
        alternatives.push({ posting: index.lookupExact(term), typos, prefix: false });
      }
      const concept = analyzer.conceptNear(word.text, allowed);
      if (concept) {
        alternatives.push({
          posting: index.lookupExact(concept.concept),
          typos: concept.typos,
          prefix: false,
        });
      }
    }
    return alternatives.filter((a) => a.posting.ids.length > 0);
  }

  /** Whether some product's model number starts with `text` (the index's own answer). */
  const startsModelHere = (text: string) => index.lookup(text).ends[TIER_MODEL]! > 0;

  function plan(
    words: readonly QueryWord[],
    startsModel: (text: string) => boolean,
  ): PlannedWord[] {
    // A part number typed in pieces: the longest run of plain words whose joined text starts
    // a model number becomes one word.
    const merged: QueryWord[] = [];
    for (let i = 0; i < words.length; i++) {
      let joined: QueryWord | undefined;
      for (let j = Math.min(words.length, i + MAX_MODEL_SPAN); j >= i + 2 && !joined; j--) {
        const run = words.slice(i, j);
        if (run.some((w) => w.concept || w.unit)) continue;
        const text = run.map((w) => w.text).join('');
        if (startsModel(text)) {
          joined = { text, concept: false, unit: false, span: j - i };
        }
      }
      merged.push(joined ?? words[i]!);
      if (joined) i += joined.span - 1;
    }
    return merged.map((word) => {
      const alternatives = alternativesOf(word);
      return {
        text: word.text,
        alternatives,
        size: alternatives.reduce((sum, a) => sum + a.posting.ids.length, 0),
        modelPrefixWord: !word.concept && (/\d/.test(word.text) || word.text.length >= 4),
      };
    });
  }

  /** Spreads a word's small postings into its table; returns the large ones (tier maps). */
  function spread(word: PlannedWord, table: Uint8Array): Alternative[] {
    const large: Alternative[] = [];
    for (const alt of word.alternatives) {
      const { posting } = alt;
      if (posting.tiers) {
        large.push(alt);
        continue;
      }
      let start = 0;
      for (let tier = 0; tier < posting.ends.length; tier++) {
        const end = posting.ends[tier]!;
        const q = quality(tier, alt.typos, alt.prefix);
        for (let k = start; k < end; k++) {
          const id = posting.ids[k]!;
          if (q < table[id]!) table[id] = q;
        }
        start = end;
      }
    }
    return large;
  }

  function clear(word: PlannedWord, table: Uint8Array): void {
    for (const alt of word.alternatives) {
      if (alt.posting.tiers) continue;
      const list = alt.posting.ids;
      for (let k = 0; k < list.length; k++) table[list[k]!] = NO_MATCH;
    }
  }

  const qualityOf = (table: Uint8Array, large: readonly Alternative[], id: number) => {
    let best = table[id]!;
    for (const alt of large) {
      const tier = tierIn(alt.posting.tiers!, id);
      if (tier >= 0) {
        const q = quality(tier, alt.typos, alt.prefix);
        if (q < best) best = q;
      }
    }
    return best;
  };

  /** Products matching every planned word, scored (see `createSearchEngine`). */
  function match(words: readonly PlannedWord[]): number {
    if (!words.length || words.some((w) => w.size === 0)) return 0;
    let driver = 0;
    for (let w = 1; w < words.length; w++) if (words[w]!.size < words[driver]!.size) driver = w;
    const tables = words.map((_, w) => spreadOf(w));
    const larges = words.map((word, w) => spread(word, tables[w]!));
    currentStamp = currentStamp === 0xffffffff ? 1 : currentStamp + 1;
    if (currentStamp === 1) stamp.fill(0);
    const qualities = new Array<number>(words.length);
    let count = 0;
    for (const alt of words[driver]!.alternatives) {
      const list = alt.posting.ids;
      for (let k = 0; k < list.length; k++) {
        const id = list[k]!;
        if (stamp[id] === currentStamp) continue;
        stamp[id] = currentStamp;
        let all = true;
        for (let w = 0; w < words.length; w++) {
          const q = qualityOf(tables[w]!, larges[w]!, id);
          if (q === NO_MATCH) {
            all = false;
            break;
          }
          qualities[w] = q;
        }
        if (!all) continue;
        ids[count] = id;
        scores[count] = scoreOf(words, qualities, id);
        count++;
      }
    }
    for (let w = 0; w < words.length; w++) clear(words[w]!, tables[w]!);
    return count;
  }

  function scoreOf(
    words: readonly PlannedWord[],
    qualities: readonly number[],
    id: number,
  ): number {
    let modelExact = false;
    let modelPrefix = 0;
    let inName = 0;
    let typos = 0;
    let prefixes = 0;
    let details = 0;
    let head = false;
    for (let w = 0; w < words.length; w++) {
      const q = qualities[w]!;
      const tier = q >> 3;
      const prefix = (q & 1) === 1;
      typos += (q >> 1) & 3;
      if (tier === TIER_MODEL) {
        if (!prefix) modelExact = true;
        else if (words[w]!.modelPrefixWord) {
          const coverage = words[w]!.text.length / Math.max(1, facts.modelLength[id]!);
          modelPrefix = Math.max(modelPrefix, coverage);
        }
      } else if (prefix) prefixes++;
      if (tier === TIER_NAME_DETAIL) details++;
      if (tier === TIER_HEAD) head = true;
      if (tier <= TIER_NAME_DETAIL) inName++;
    }
    const other = words.length - inName;
    if (modelExact) return 100 - Math.min(4, other * 2 + typos);
    if (modelPrefix > 0)
      return Math.max(86, Math.min(95, 86 + Math.floor(9 * modelPrefix)) - other);
    if (other === 0) {
      const minor = Math.min(6, 3 * details) + (head ? 0 : 2) + Math.min(6, 2 * prefixes);
      return Math.max(60, 85 - 7 * typos - minor);
    }
    const partial = 35 + Math.round((20 * inName) / words.length);
    return Math.max(35, partial - 5 * typos - (head ? 0 : 2) - Math.min(4, prefixes));
  }

  /**
   * The products matching `text`. `startsModel` decides which words typed apart form a part
   * number (by default this index's model numbers; a catalogue of several indexes asks all).
   */
  function run(text: string, startsModel: (text: string) => boolean = startsModelHere): SearchRun {
    return { ids, scores, count: match(plan(analyzer.parseQuery(text), startsModel)) };
  }

  const rankKey = (score: number, id: number) =>
    relevanceRankKey(score, facts.inStock(id), facts.sold(id), facts.rating(id), facts.reviews(id));

  /**
   * The first `limit` of `positions[0 … count)` (scores alongside) in rank order, as
   * [position, score] pairs; `count` and the arrays are left as they are.
   */
  function best(
    positions: Uint32Array,
    positionScores: Uint8Array,
    count: number,
    limit: number,
  ): { id: number; score: number }[] {
    if (limit <= 0 || count === 0) return [];
    const before = (ka: number, a: number, kb: number, b: number) =>
      ka > kb || (ka === kb && a < b);
    if (limit > INSERTION_LIMIT) {
      const order = Array.from({ length: count }, (_, k) => k);
      const keys = Float64Array.from(order, (k) => rankKey(positionScores[k]!, positions[k]!));
      order.sort((a, b) => keys[b]! - keys[a]! || positions[a]! - positions[b]!);
      return order.slice(0, limit).map((k) => ({ id: positions[k]!, score: positionScores[k]! }));
    }
    const top: { id: number; score: number; key: number }[] = [];
    for (let k = 0; k < count; k++) {
      const id = positions[k]!;
      const score = positionScores[k]!;
      if (top.length === limit) {
        const last = top[limit - 1]!;
        // Scores dominate the key: most products are turned away before computing it.
        if (score < last.score) continue;
      }
      const key = rankKey(score, id);
      if (top.length === limit && !before(key, id, top[limit - 1]!.key, top[limit - 1]!.id))
        continue;
      let at = top.length;
      while (at > 0 && before(key, id, top[at - 1]!.key, top[at - 1]!.id)) at--;
      top.splice(at, 0, { id, score, key });
      if (top.length > limit) top.pop();
    }
    return top.map(({ id, score }) => ({ id, score }));
  }

  return { run, best, startsModel: startsModelHere };
}

/**
 * The order of equally relevant products, larger first: the score, then in stock, units sold,
 * rating (-1: none) and reviews; products with equal keys go in name order.
 */
export function relevanceRankKey(
  score: number,
  inStock: boolean,
  sold: number,
  rating: number,
  reviews: number,
): number {
  return (
    score * 2 ** 46 +
    (inStock ? 2 ** 45 : 0) +
    Math.min(sold, 2 ** 24 - 1) * 2 ** 21 +
    (rating < 0 ? 0 : Math.round(rating * 10) + 1) * 2 ** 15 +
    Math.min(reviews, 2 ** 15 - 1)
  );
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
