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
  /**
   * Every product it matches is also in the word's own prefix posting (the word exactly, or a
   * term within typos that starts with the word), so it adds none to the count.
   */
  readonly within: boolean;
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
  /**
   * Every position by popularity: `relevanceRankKey(0, …)` largest first, then name order; kept
   * in order as stock, units sold and ratings change (the order equal scores rank in).
   */
  readonly popular: Uint32Array;
  /** Compacted model number's length per position (0: none). */
  readonly modelLength: Uint8Array;
  inStock(position: number): boolean;
  sold(position: number): number;
  /** -1 without reviews. */
  rating(position: number): number;
  reviews(position: number): number;
}

/** The score of a model number's start: 86 to 95 by the share of it typed, less words elsewhere. */
const MODEL_PREFIX_MIN = 86;
const MODEL_PREFIX_LEVELS = 10;
const modelPrefixScore = (coverage: number, other: number) =>
  Math.max(
    MODEL_PREFIX_MIN,
    Math.min(
      MODEL_PREFIX_MIN + MODEL_PREFIX_LEVELS - 1,
      MODEL_PREFIX_MIN + Math.floor(9 * coverage),
    ) - other,
  );

/** A product in a top-k list: its position, score and rank key (`relevanceRankKey`). */
interface Ranked {
  readonly id: number;
  readonly score: number;
  readonly key: number;
}

/** Whether a product of rank key `key` at position `id` ranks before `other`. */
const rankedBefore = (key: number, id: number, other: Ranked) =>
  key > other.key || (key === other.key && id < other.id);

/** Longest run of words joined to look for a part number typed with spaces ('sdr 120 24'). */
const MAX_MODEL_SPAN = 4;
/** Top-k by insertion up to this many; beyond, a sort of every match. */
const INSERTION_LIMIT = 256;
/** Steps of a walk along the popularity order that cost about one product scored (`topOfOne`). */
const STEPS_PER_SCORE = 8;

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
  /** Moves to a stamp no position holds yet. */
  const nextStamp = () => {
    currentStamp = currentStamp === 0xffffffff ? 1 : currentStamp + 1;
    if (currentStamp === 1) stamp.fill(0);
  };
  /** Per planned word: each product's best quality among the word's small postings. */
  const spreads: Uint8Array[] = [];
  const spreadOf = (w: number) => {
    while (spreads.length <= w) spreads.push(new Uint8Array(size).fill(NO_MATCH));
    return spreads[w]!;
  };

  function alternativesOf(word: QueryWord): Alternative[] {
    if (word.concept) {
      return [{ posting: index.lookupExact(word.text), typos: 0, prefix: false, within: false }];
    }
    const exact = index.lookupExact(word.text);
    const alternatives: Alternative[] = [{ posting: exact, typos: 0, prefix: false, within: true }];
    // The word as the start of longer terms (a model number typed in part, a word typed half).
    alternatives.push({ posting: index.lookup(word.text), typos: 0, prefix: true, within: false });
    const allowed = word.unit ? 0 : typosAllowed(word.text);
    if (allowed > 0) {
      for (const { term, typos } of index.termsNear(word.text, allowed)) {
        alternatives.push({
          posting: index.lookupExact(term),
          typos,
          prefix: false,
          within: term.startsWith(word.text),
        });
      }
      const concept = analyzer.conceptNear(word.text, allowed);
      if (concept) {
        alternatives.push({
          posting: index.lookupExact(concept.concept),
          typos: concept.typos,
          prefix: false,
          within: false,
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
    nextStamp();
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
        scores[count] = scoreOf(words, qualities, facts.modelLength[id]!);
        count++;
      }
    }
    for (let w = 0; w < words.length; w++) clear(words[w]!, tables[w]!);
    return count;
  }

  /** `modelLength`: the product's compacted model number's length (`RankFacts.modelLength`). */
  function scoreOf(
    words: readonly PlannedWord[],
    qualities: readonly number[],
    modelLength: number,
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
          const coverage = words[w]!.text.length / Math.max(1, modelLength);
          modelPrefix = Math.max(modelPrefix, coverage);
        }
      } else if (prefix) prefixes++;
      if (tier === TIER_NAME_DETAIL) details++;
      if (tier === TIER_HEAD) head = true;
      if (tier <= TIER_NAME_DETAIL) inName++;
    }
    const other = words.length - inName;
    if (modelExact) return 100 - Math.min(4, other * 2 + typos);
    if (modelPrefix > 0) return modelPrefixScore(modelPrefix, other);
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
   * Whether a product at `id` scoring at most `ceiling` ranks after `last`. Scores dominate rank
   * keys (`relevanceRankKey`), so the key is computed only for equal scores: a walk's steps past
   * products of lower scores than the ceiling cost no key each.
   */
  function nothingBelowRanksBefore(last: Ranked, ceiling: number, id: number): boolean {
    if (last.score !== ceiling) return last.score > ceiling;
    const most = rankKey(ceiling, id);
    return last.key > most || (last.key === most && last.id < id);
  }

  /**
   * Whether a tier of `count` products alike is walked rather than scored when a search wants
   * `limit`: a walk finds `limit` of them in about limit × size / count steps, each a few times
   * cheaper than a score.
   */
  const walksTier = (count: number, limit: number) =>
    count * count * STEPS_PER_SCORE >= limit * facts.size;

  /**
   * Walks the catalogue's popularity order, `visit`ing each product, until no product further
   * down can rank before the `limit`-th of `top` when scoring at most `ceiling` (ties: in name
   * order, and the order puts equal keys in name order too), or `budget` steps are spent. Says
   * whether it finished (false: gave up on the budget).
   */
  function walkPopular(
    top: readonly Ranked[],
    limit: number,
    ceiling: number,
    budget: number,
    visit: (id: number) => void,
  ): boolean {
    const { popular } = facts;
    let left = budget;
    for (let r = 0; r < popular.length; r++) {
      const id = popular[r]!;
      if (top.length === limit && nothingBelowRanksBefore(top[limit - 1]!, ceiling, id))
        return true;
      if (--left < 0) return false;
      visit(id);
    }
    return true;
  }

  /**
   * Offers the product at `id` scoring `score` to `top`, the best `limit` so far in rank order
   * (larger key first, equal keys in name order), keeping it at most `limit` long.
   */
  function offer(top: Ranked[], limit: number, id: number, score: number): void {
    // Scores dominate the key: most products are turned away before computing it.
    if (top.length === limit && score < top[limit - 1]!.score) return;
    const key = rankKey(score, id);
    if (top.length === limit && !rankedBefore(key, id, top[limit - 1]!)) return;
    let at = top.length;
    while (at > 0 && rankedBefore(key, id, top[at - 1]!)) at--;
    top.splice(at, 0, { id, score, key });
    if (top.length > limit) top.pop();
  }

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
    if (limit > INSERTION_LIMIT) {
      const order = Array.from({ length: count }, (_, k) => k);
      const keys = Float64Array.from(order, (k) => rankKey(positionScores[k]!, positions[k]!));
      order.sort((a, b) => keys[b]! - keys[a]! || positions[a]! - positions[b]!);
      return order.slice(0, limit).map((k) => ({ id: positions[k]!, score: positionScores[k]! }));
    }
    const top: Ranked[] = [];
    for (let k = 0; k < count; k++) offer(top, limit, positions[k]!, positionScores[k]!);
    return top.map(({ id, score }) => ({ id, score }));
  }

  /**
   * The score a match of quality `q` of a one-word search can reach: its score, or for the start
   * of a model number (which scores by how much of the model it covers) the most it can score.
   */
  const scoreCeiling = (word: PlannedWord, q: number) => scoreOf([word], [q], 1);

  /**
   * Searches that walked the popularity order, and those of them that gave up: of one word
   * (`topOfOne`) and of several (`topOfMany`).
   */
  const walks = { walked: 0, givenUp: 0, walkedSeveral: 0, givenUpSeveral: 0 };

  /**
   * A one-word search's first `limit` matches in rank order (as `best` orders them) and how many
   * held products match, without scoring every match. The count adds up postings (each product
   * once). A tier of a posting holding few products is scored whole. A tier holding many (the
   * products whose name's head noun is "relay", say) all score alike, so its best are its most
   * popular: the catalogue's popularity order is walked, each product's match read from the
   * word's spread table and tier maps, until no product further down can rank above the
   * `limit`-th found. (The starts of model numbers score by the share of the model typed: their
   * few best are scored whole, the others walked.) A walk that would cost more than scoring
   * those tiers whole (their best score is rare among the popular products) gives up, and they
   * are scored whole. `removed`: the positions no longer held.
   */
  function topOfOne(
    word: PlannedWord,
    limit: number,
    isHeld: (position: number) => boolean,
    removed: readonly number[],
  ): { top: { id: number; score: number }[]; count: number } {
    if (word.size === 0 || limit <= 0) return { top: [], count: 0 };
    const table = spreadOf(0);
    const large = spread(word, table);
    nextStamp();
    const words = [word];
    const qualities = [0];
    const top: Ranked[] = [];
    const consider = (id: number, q: number) => {
      qualities[0] = q;
      offer(top, limit, id, scoreOf(words, qualities, facts.modelLength[id]!));
    };
    const inLarge = (id: number) => {
      for (const alt of large) if (tierIn(alt.posting.tiers!, id) >= 0) return true;
      return false;
    };

    // How many match: the large postings' sizes (each product once), the small postings'
    // products outside them, less the removed products among them.
    let count = 0;
    const prefixIsLarge = large.some((alt) => alt.prefix);
    const counted: Alternative[] = [];
    for (const alt of [...large].sort((a, b) => b.posting.ids.length - a.posting.ids.length)) {
      if (alt.within && prefixIsLarge) continue;
      const list = alt.posting.ids;
      if (counted.length === 0) count += list.length;
      else {
        for (let k = 0; k < list.length; k++) {
          const id = list[k]!;
          let known = false;
          for (const other of counted) {
            if (tierIn(other.posting.tiers!, id) >= 0) {
              known = true;
              break;
            }
          }
          if (!known) count++;
        }
      }
      counted.push(alt);
    }

    // The small postings' products outside the large ones (a posting within the word's prefix
    // posting adds none; one posting alone, each product once).
    const hasPrefix = word.alternatives.some((alt) => alt.prefix);
    const adding = word.alternatives.filter((alt) => !(alt.within && hasPrefix));
    if (large.length === 0 && adding.length === 1) {
      count += adding[0]!.posting.ids.length;
    } else {
      for (const alt of adding) {
        if (alt.posting.tiers) continue;
        const list = alt.posting.ids;
        for (let k = 0; k < list.length; k++) {
          const id = list[k]!;
          if (stamp[id] === currentStamp) continue;
          stamp[id] = currentStamp;
          if (large.length === 0 || !inLarge(id)) count++;
        }
      }
    }
    for (const position of removed) {
      if (table[position] !== NO_MATCH || (large.length > 0 && inLarge(position))) count--;
    }

    // Every tier of every posting: a few products scored whole, many walked in popularity
    // order. Stamps from here on mark the products scored.
    nextStamp();
    let ceiling = -1;
    let walkBudget = 0;
    const walkable = (count: number) => walksTier(count, limit);
    for (const alt of word.alternatives) {
      const { ids, ends } = alt.posting;
      let start = 0;
      for (let tier = 0; tier < ends.length; tier++) {
        const end = ends[tier]!;
        const length = end - start;
        const varies = tier === TIER_MODEL && alt.prefix && word.modelPrefixWord;
        if (length > 0 && varies && walkable(length)) {
          // Starts of model numbers score 86 to 95 by the share of the model typed: the best
          // levels are scored whole until they hold `limit` products (unless that is many), the
          // others walked.
          const levels = new Uint32Array(MODEL_PREFIX_LEVELS);
          const levelOf = (id: number) =>
            modelPrefixScore(word.text.length / Math.max(1, facts.modelLength[id]!), 0) -
            MODEL_PREFIX_MIN;
          for (let k = start; k < end; k++) {
            const id = ids[k]!;
            if (stamp[id] !== currentStamp && isHeld(id)) levels[levelOf(id)]!++;
          }
          let cut = MODEL_PREFIX_LEVELS - 1;
          let scanning = 0;
          while (cut >= 0 && scanning < limit && !walkable(levels[cut]!))
            scanning += levels[cut--]!;
          for (let k = start; k < end; k++) {
            const id = ids[k]!;
            if (stamp[id] === currentStamp || levelOf(id) <= cut) continue;
            stamp[id] = currentStamp;
            if (isHeld(id)) consider(id, qualityOf(table, large, id));
          }
          if (cut >= 0) {
            ceiling = Math.max(ceiling, MODEL_PREFIX_MIN + cut);
            walkBudget += length * STEPS_PER_SCORE;
          }
        } else if (length > 0 && (varies || !walkable(length))) {
          for (let k = start; k < end; k++) {
            const id = ids[k]!;
            if (stamp[id] === currentStamp) continue;
            stamp[id] = currentStamp;
            if (isHeld(id)) consider(id, qualityOf(table, large, id));
          }
        } else if (length > 0) {
          ceiling = Math.max(ceiling, scoreCeiling(word, quality(tier, alt.typos, alt.prefix)));
          walkBudget += length * STEPS_PER_SCORE;
        }
        start = end;
      }
    }
    if (ceiling >= 0) {
      walks.walked++;
      const scored = top.slice();
      const walked = walkPopular(top, limit, ceiling, walkBudget, (id) => {
        if (stamp[id] === currentStamp || !isHeld(id)) return;
        const q = qualityOf(table, large, id);
        if (q !== NO_MATCH) consider(id, q);
      });
      if (!walked) {
        walks.givenUp++;
        top.length = 0;
        top.push(...scored);
        for (const alt of word.alternatives) {
          const list = alt.posting.ids;
          for (let k = 0; k < list.length; k++) {
            const id = list[k]!;
            if (stamp[id] === currentStamp) continue;
            stamp[id] = currentStamp;
            if (isHeld(id)) consider(id, qualityOf(table, large, id));
          }
        }
      }
    }
    clear(word, table);
    return { top: top.map(({ id, score }) => ({ id, score })), count };
  }

  /**
   * Positions in all of the tier maps `maps` (non-zero nibbles in every one): 8 positions a
   * 32-bit word, a few operations each.
   */
  function countInAll(maps: readonly Uint8Array[]): number {
    const words = maps.map((m) => new Uint32Array(m.buffer, m.byteOffset, m.length >>> 2));
    let count = 0;
    const n = words[0]!.length;
    for (let j = 0; j < n; j++) {
      let common = 0x11111111;
      for (let m = 0; m < words.length && common !== 0; m++) {
        const w = words[m]![j]!;
        common &= (w | (w >>> 1) | (w >>> 2) | (w >>> 3)) & 0x11111111;
      }
      count += Math.imul(common, 0x11111111) >>> 28;
    }
    for (let b = n << 2; b < maps[0]!.length; b++) {
      for (let half = 0; half < 2; half++) {
        const position = (b << 1) + half;
        if (position < facts.size && maps.every((m) => tierIn(m, position) >= 0)) count++;
      }
    }
    return count;
  }

  /**
   * A search of several words walks only when its expected steps (limit × size / matches), this
   * many times over, stay under a pass over its smallest word's products; it gives up there.
   */
  const WALK_MARGIN = 4;

  /** Most combinations of the words' match qualities `topOfMany` bounds a score over. */
  const MAX_COMBINATIONS = 4096;

  /**
   * A search of several words, as `topOfOne` for one: its first `limit` matches and how many held
   * products match. Every word's postings but one lie within the word's prefix posting, so that
   * one holds the word's products. When each of them has a tier map, the count is the positions
   * in all of the maps, and when the matches are many, the products of the words' small tiers
   * are scored whole and the others walked in popularity order until none further down can rank
   * above the `limit`-th found (the most any of them can score bounded by every combination of
   * the walked tiers' qualities). Otherwise one pass over the smallest word's products scores
   * and counts the matches (as `match` and `best` do, in one). Null when a word has several such
   * postings (typos) or the combinations are too many: `match` then.
   */
  function topOfMany(
    words: readonly PlannedWord[],
    limit: number,
    isHeld: (position: number) => boolean,
    removed: readonly number[],
  ): { top: { id: number; score: number }[]; count: number } | null {
    if (words.some((w) => w.size === 0)) return { top: [], count: 0 };
    // Each word's one posting holding all its products.
    const covering: Alternative[] = [];
    for (const word of words) {
      const hasPrefix = word.alternatives.some((alt) => alt.prefix);
      const adding = word.alternatives.filter((alt) => !(alt.within && hasPrefix));
      if (adding.length !== 1) return null;
      covering.push(adding[0]!);
    }
    // The qualities each word's walked tiers give, and whether the combinations stay few.
    const walkable = (count: number) => walksTier(count, limit);
    const walkedQualities = words.map((word) => {
      const found = new Set<number>();
      for (const alt of word.alternatives) {
        const { ends } = alt.posting;
        let start = 0;
        for (let tier = 0; tier < ends.length; tier++) {
          const length = ends[tier]! - start;
          const varies = tier === TIER_MODEL && alt.prefix && word.modelPrefixWord;
          if (length > 0 && !varies && walkable(length))
            found.add(quality(tier, alt.typos, alt.prefix));
          start = ends[tier]!;
        }
      }
      return [...found];
    });
    const combinations = walkedQualities.reduce((n, qs) => n * Math.max(1, qs.length), 1);
    if (combinations > MAX_COMBINATIONS) return null;

    const tables = words.map((_, w) => spreadOf(w));
    const larges = words.map((word, w) => spread(word, tables[w]!));
    const qualities = new Array<number>(words.length);
    /** Whether `id` matches every word, its qualities left in `qualities`. */
    const matchesAll = (id: number) => {
      for (let w = 0; w < words.length; w++) {
        const q = qualityOf(tables[w]!, larges[w]!, id);
        if (q === NO_MATCH) return false;
        qualities[w] = q;
      }
      return true;
    };

    const top: Ranked[] = [];
    const consider = (id: number) =>
      offer(top, limit, id, scoreOf(words, qualities, facts.modelLength[id]!));
    nextStamp();
    let driver = 0;
    for (let w = 1; w < words.length; w++)
      if (covering[w]!.posting.ids.length < covering[driver]!.posting.ids.length) driver = w;
    const driverIds = covering[driver]!.posting.ids;
    /** One pass over the smallest word's products: each held match scored (and counted). */
    const scoreAll = (counting: boolean) => {
      let found = 0;
      for (let k = 0; k < driverIds.length; k++) {
        const id = driverIds[k]!;
        if (stamp[id] === currentStamp || !isHeld(id) || !matchesAll(id)) continue;
        found++;
        consider(id);
      }
      return counting ? found : 0;
    };

    // The count from the tier maps when every word has one: then, when the matches are many, a
    // walk finds the best of them in about limit × size / count steps, far fewer than a pass.
    const mapped = covering.every((alt) => alt.posting.tiers);
    let count = 0;
    if (mapped) {
      count = countInAll(covering.map((alt) => alt.posting.tiers!));
      for (const position of removed) {
        if (covering.every((alt) => tierIn(alt.posting.tiers!, position) >= 0)) count--;
      }
    }
    const steps = (limit * facts.size) / Math.max(1, count);
    if (!mapped || steps * WALK_MARGIN >= driverIds.length) {
      const found = scoreAll(true);
      if (!mapped) count = found;
    } else {
      // The small tiers of every word, scored whole.
      for (const word of words) {
        for (const alt of word.alternatives) {
          const { ids, ends } = alt.posting;
          let start = 0;
          for (let tier = 0; tier < ends.length; tier++) {
            const end = ends[tier]!;
            const varies = tier === TIER_MODEL && alt.prefix && word.modelPrefixWord;
            if (end > start && (varies || !walkable(end - start))) {
              for (let k = start; k < end; k++) {
                const id = ids[k]!;
                if (stamp[id] === currentStamp) continue;
                stamp[id] = currentStamp;
                if (isHeld(id) && matchesAll(id)) consider(id);
              }
            }
            start = end;
          }
        }
      }
      // The rest: every product in a walked tier of every word, so it scores at most `ceiling`.
      if (walkedQualities.every((qs) => qs.length > 0)) {
        let ceiling = -1;
        const combination = new Array<number>(words.length).fill(0);
        const at = new Array<number>(words.length).fill(0);
        for (let c = 0; c < combinations; c++) {
          for (let w = 0; w < words.length; w++) combination[w] = walkedQualities[w]![at[w]!]!;
          ceiling = Math.max(ceiling, scoreOf(words, combination, 1));
          for (let w = 0; w < words.length && ++at[w]! === walkedQualities[w]!.length; w++)
            at[w] = 0;
        }
        walks.walkedSeveral++;
        const scored = top.slice();
        const walked = walkPopular(top, limit, ceiling, Math.ceil(steps * WALK_MARGIN), (id) => {
          if (stamp[id] !== currentStamp && isHeld(id) && matchesAll(id)) consider(id);
        });
        if (!walked) {
          walks.givenUpSeveral++;
          top.length = 0;
          top.push(...scored);
          scoreAll(false);
        }
      }
    }
    for (let w = 0; w < words.length; w++) clear(words[w]!, tables[w]!);
    return { top: top.map(({ id, score }) => ({ id, score })), count };
  }

  /**
   * The first `limit` products matching `text` in rank order, with their scores, and how many
   * held products match; `isHeld` and `removed` as in `topOfOne`.
   */
  function search(
    text: string,
    limit: number,
    startsModel: (text: string) => boolean,
    isHeld: (position: number) => boolean,
    removed: readonly number[],
  ): { top: { id: number; score: number }[]; count: number } {
    const words = plan(analyzer.parseQuery(text), startsModel);
    if (words.length === 1 && limit <= INSERTION_LIMIT)
      return topOfOne(words[0]!, limit, isHeld, removed);
    if (words.length > 1 && limit <= INSERTION_LIMIT) {
      const found = topOfMany(words, limit, isHeld, removed);
      if (found) return found;
    }
    let count = match(words);
    if (removed.length > 0) {
      let kept = 0;
      for (let k = 0; k < count; k++) {
        if (!isHeld(ids[k]!)) continue;
        ids[kept] = ids[k]!;
        scores[kept] = scores[k]!;
        kept++;
      }
      count = kept;
    }
    return { top: best(ids, scores, count, limit), count };
  }

  return { run, best, search, startsModel: startsModelHere, walks: () => ({ ...walks }) };
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
