import { DEFAULT_SEARCH_VOCABULARY, type SearchVocabulary } from './searchVocabulary';
import type { CatalogProduct } from './types';

/**
 * Where a search word matched a product, best first: the whole model number (compacted, so
 * '6ES7 214-1AG40' and '6es72141ag40' are one), the name's head noun (its last word before the
 * first comma: what the product is, 'Relay' in 'Timer Relay' but not in 'Relay Socket'), another
 * word of the name before its first comma, a part of the model number, a word of the name's
 * details after the comma ('…, Relay Output, 24 V DC'), a word of the brand, a category or the
 * specifications.
 */
export type SearchTier = 0 | 1 | 2 | 3 | 4 | 5;
export const SEARCH_TIERS = 6;
export const TIER_MODEL: SearchTier = 0;
export const TIER_HEAD: SearchTier = 1;
export const TIER_NAME: SearchTier = 2;
export const TIER_MODEL_PART: SearchTier = 3;
export const TIER_NAME_DETAIL: SearchTier = 4;
export const TIER_OTHER: SearchTier = 5;

/** Terms standing for a synonym group or a brand start with this (no typed word does). */
export const CONCEPT_MARK = '~';

const MARKS = /\p{M}+/gu;
const SPACES = /\s+/u;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const NON_WORD_GLOBAL = /[^\p{L}\p{N}]+/gu;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const DIGIT = /\d/;
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const NUMBER_UNIT = /^(\d+(?:[.,]\d+)?)([a-z]+)$/;

/** Lower case without accents ('Weidmüller' → 'weidmuller'), so either spelling finds it. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return PLAIN_ASCII.test(lower) ? lower : lower.normalize('NFKD').replace(MARKS, '');
}

const compact = (chunk: string) => chunk.replace(NON_WORD_GLOBAL, '');
const wordsOf = (chunk: string) => chunk.split(NON_WORD).filter(Boolean);
const chunksOf = (text: string) =>
  foldText(text)
    .split(SPACES)
    .map((chunk) => chunk.replace(EDGE_PUNCTUATION, ''))
    .filter(Boolean);

/** Unit spellings → the unit a term carries ('24 Volt' and '24v' are both '24v'). */
const UNITS: Readonly<Record<string, string>> = {
  v: 'v',
  volt: 'v',
  volts: 'v',
  vac: 'vac',
  vdc: 'vdc',
  kv: 'kv',
  w: 'w',
  watt: 'w',
  watts: 'w',
  kw: 'kw',
  kva: 'kva',
  hp: 'hp',
  a: 'a',
  amp: 'a',
  amps: 'a',
  ma: 'ma',
  hz: 'hz',
  khz: 'khz',
  mm: 'mm',
  m: 'm',
  bar: 'bar',
  mpa: 'mpa',
  nm: 'nm',
  kg: 'kg',
  inch: 'inch',
  inches: 'inch',
};

/** What follows a voltage: DC, AC, or both ('24 V AC/DC' works on either). */
const CURRENTS: Readonly<Record<string, readonly string[]>> = {
  dc: ['dc'],
  ac: ['ac'],
  'ac/dc': ['ac', 'dc'],
  acdc: ['ac', 'dc'],
  'dc/ac': ['dc', 'ac'],
  'ac-dc': ['ac', 'dc'],
  uc: ['ac', 'dc'],
};

/** '2,20' → '2.2', '024' → '24'. */
const numberText = (text: string) => String(Number(text.replace(',', '.')));

/**
 * One unit of text as search sees it: a word or part number without its punctuation
 * ('S7-1200' → 's71200', with its parts 's7', '1200'), or a quantity with its unit ('24 V DC',
 * '24VDC' → '24v' and '24vdc'; '2.2kw', '2.2 kW' → '2.2kw').
 */
export interface SearchToken {
  readonly text: string;
  /** A quantity with its unit: no typos, and no punctuation dropped from the number. */
  readonly unit: boolean;
  /** The other terms of the token: a word's parts, a DC or AC voltage's longer form. */
  readonly more: readonly string[];
}

/** The tokens of a text, in order (see `SearchToken`). */
export function tokenize(text: string): SearchToken[] {
  const chunks = chunksOf(text);
  const tokens: SearchToken[] = [];
  const quantity = (value: string, spelled: string, next: number): number => {
    const unit = UNITS[spelled]!;
    let current = unit === 'vac' ? 'ac' : unit === 'vdc' ? 'dc' : '';
    const base = current ? 'v' : unit;
    let used = next;
    const after = chunks[next];
    if (base === 'v' && !current && after !== undefined && CURRENTS[after] !== undefined) {
      current = after;
      used++;
    }
    const number = numberText(value);
    const kinds = current ? (CURRENTS[current] ?? [current]) : [];
    const [first, ...others] = kinds;
    tokens.push({
      text: `${number}${base}${first ?? ''}`,
      unit: true,
      more: [...others.map((k) => `${number}${base}${k}`), ...(first ? [`${number}${base}`] : [])],
    });
    return used;
  };
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    if (NUMBER.test(chunk)) {
      const after = chunks[i + 1];
      if (after !== undefined && UNITS[after] !== undefined) {
        i = quantity(chunk, after, i + 2) - 1;
        continue;
      }
      const number = numberText(chunk);
      tokens.push({
        text: number,
        unit: false,
        more: number === compact(chunk) ? [] : [compact(chunk)],
      });
      continue;
    }
    const withUnit = NUMBER_UNIT.exec(chunk);
    if (withUnit && UNITS[withUnit[2]!] !== undefined) {
      i = quantity(withUnit[1]!, withUnit[2]!, i + 1) - 1;
      continue;
    }
    const whole = compact(chunk);
    if (!whole) continue;
    const parts = wordsOf(chunk);
    tokens.push({ text: whole, unit: false, more: parts.length > 1 ? parts : [] });
  }
  return tokens;
}

/**
 * The words of a search as the index counts them (a bound on a request's work): tokens without
 * repeats.
 */
export function searchTokens(text: string): string[] {
  return [...new Set(tokenize(text).map((t) => t.text))];
}

/** Typos a word may have (Meilisearch's and Typesense's rule): none in part numbers. */
export function typosAllowed(word: string): number {
  if (DIGIT.test(word)) return 0;
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/** One word of a parsed search. */
export interface QueryWord {
  /** What the index looks up: a word or part number (as a prefix), or a concept term. */
  readonly text: string;
  readonly concept: boolean;
  readonly unit: boolean;
  /** The tokens it stands for (several for a phrase such as 'ac drive'). */
  readonly span: number;
}

interface Phrase {
  readonly tokens: readonly string[];
  readonly concept: string;
}

/** How search reads products and queries, with a shop's vocabulary (synonyms, brands, stop words). */
export interface SearchAnalyzer {
  /** The terms a product is found by, each with its best tier. */
  productTerms(product: CatalogProduct): Map<string, SearchTier>;
  /** A search's words: stop words dropped, synonym phrases and brand aliases as concepts. */
  parseQuery(text: string): QueryWord[];
  /** The concept of a one-word synonym or alias within `typos` of `word`, if any (typos). */
  conceptNear(word: string, typos: number): { concept: string; typos: number } | undefined;
}

/**
 * Optimal string alignment distance (a swap of two neighbours is one typo, as in 'schnieder'),
 * or `max + 1` when above `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let before = new Array<number>(n + 1);
  let previous = new Array<number>(n + 1);
  let current = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[n]!, max + 1);
}

/** Builds the analyzer of a vocabulary (defaults: `DEFAULT_SEARCH_VOCABULARY`). */
export function createSearchAnalyzer(
  vocabulary: SearchVocabulary = DEFAULT_SEARCH_VOCABULARY,
): SearchAnalyzer {
  const stopWords = new Set(vocabulary.stopWords.flatMap((w) => tokenize(w).map((t) => t.text)));
  // Phrase → concept, by first token, longest phrases first.
  const phrases = new Map<string, Phrase[]>();
  const singles = new Map<string, string>();
  const addGroup = (concept: string, members: readonly string[]) => {
    for (const member of members) {
      const tokens = tokenize(member).map((t) => t.text);
      if (!tokens.length) continue;
      const list = phrases.get(tokens[0]!) ?? [];
      if (list.some((p) => p.tokens.join(' ') === tokens.join(' '))) continue;
      list.push({ tokens, concept });
      list.sort((a, b) => b.tokens.length - a.tokens.length);
      phrases.set(tokens[0]!, list);
      if (tokens.length === 1 && !singles.has(tokens[0]!)) singles.set(tokens[0]!, concept);
    }
  };
  for (const [title, aliases] of Object.entries(vocabulary.brandAliases)) {
    addGroup(`${CONCEPT_MARK}${compact(foldText(title))}`, [title, ...aliases]);
  }
  vocabulary.synonyms.forEach((group) => {
    const first = tokenize(group[0] ?? '')
      .map((t) => t.text)
      .join('');
    addGroup(`${CONCEPT_MARK}${first}`, group);
  });
  const singleWords = [...singles.keys()].filter((w) => !DIGIT.test(w) && w.length >= 4);

  /** The phrase starting at `tokens[i]`, if any. */
  function phraseAt(tokens: readonly string[], i: number): Phrase | undefined {
    for (const phrase of phrases.get(tokens[i]!) ?? []) {
      if (i + phrase.tokens.length > tokens.length) continue;
      if (phrase.tokens.every((t, k) => tokens[i + k] === t)) return phrase;
    }
    return undefined;
  }

  function addTerm(terms: Map<string, SearchTier>, term: string, tier: SearchTier): void {
    if (!term) return;
    const known = terms.get(term);
    if (known === undefined || tier < known) terms.set(term, tier);
  }

  /** A text's tokens, their parts and the concepts of its phrases. */
  function textTerms(text: string): string[] {
    return headTerms(text).flat();
  }

  /** A text's terms: [those of its other words, those of its last word (or phrase ending it)]. */
  function headTerms(text: string): [string[], string[]] {
    const tokens = tokenize(text);
    const texts = tokens.map((t) => t.text);
    const body: string[] = [];
    const head: string[] = [];
    tokens.forEach((token, i) => {
      (i === tokens.length - 1 ? head : body).push(token.text, ...token.more);
      const phrase = phraseAt(texts, i);
      if (phrase) (i + phrase.tokens.length === tokens.length ? head : body).push(phrase.concept);
    });
    return [body, head];
  }

  // Brands, category names and specification values repeat across thousands of products.
  const cache = new Map<string, string[]>();
  function cachedTerms(field: string): string[] {
    let terms = cache.get(field);
    if (!terms) {
      terms = [...new Set(textTerms(field))];
      const whole = compact(foldText(field));
      if (whole && !terms.includes(whole)) terms.push(whole);
      if (cache.size < 50_000) cache.set(field, terms);
    }
    return terms;
  }

  return {
    productTerms(product) {
      const terms = new Map<string, SearchTier>();
      if (product.modelNumber) {
        const chunks = chunksOf(product.modelNumber);
        addTerm(terms, chunks.map(compact).join(''), TIER_MODEL);
        for (const chunk of chunks) {
          addTerm(terms, compact(chunk), TIER_MODEL_PART);
          for (const word of wordsOf(chunk)) addTerm(terms, word, TIER_MODEL_PART);
        }
      }
      const comma = product.name.indexOf(',');
      const head = comma < 0 ? product.name : product.name.slice(0, comma);
      const [body, noun] = headTerms(head);
      for (const term of noun) addTerm(terms, term, TIER_HEAD);
      for (const term of body) addTerm(terms, term, TIER_NAME);
      if (comma >= 0) {
        for (const term of textTerms(product.name.slice(comma + 1))) {
          addTerm(terms, term, TIER_NAME_DETAIL);
        }
      }
      for (const field of [
        product.brand,
        product.category,
        product.subcategory,
        product.subsubcategory,
      ]) {
        if (field) for (const term of cachedTerms(field)) addTerm(terms, term, TIER_OTHER);
      }
      if (product.specText) {
        for (const value of product.specText.split('\n')) {
          for (const term of cachedTerms(value)) addTerm(terms, term, TIER_OTHER);
        }
      }
      return terms;
    },
    parseQuery(text) {
      const all = tokenize(text);
      const kept = all.filter((t) => !stopWords.has(t.text));
      const tokens = kept.length ? kept : all;
      const texts = tokens.map((t) => t.text);
      const words: QueryWord[] = [];
      for (let i = 0; i < tokens.length; i++) {
        const phrase = phraseAt(texts, i);
        if (phrase) {
          words.push({
            text: phrase.concept,
            concept: true,
            unit: false,
            span: phrase.tokens.length,
          });
          i += phrase.tokens.length - 1;
        } else {
          words.push({ text: texts[i]!, concept: false, unit: tokens[i]!.unit, span: 1 });
        }
      }
      const seen = new Set<string>();
      return words.filter((w) => !seen.has(w.text) && seen.add(w.text));
    },
    conceptNear(word, typos) {
      if (typos <= 0) return undefined;
      let best: { concept: string; typos: number } | undefined;
      for (const single of singleWords) {
        if (single[0] !== word[0]) continue;
        const d = typoDistance(word, single, typos);
        if (d <= typos && (!best || d < best.typos))
          best = { concept: singles.get(single)!, typos: d };
      }
      return best;
    },
  };
}
