import { readFileSync } from 'node:fs';

/**
 * The shop's search vocabulary: groups of words meaning the same thing, brand aliases and
 * words a search ignores. The defaults below suit an Indian automation distributor; a shop
 * replaces or extends them with a JSON file of the same shape (`SEARCH_VOCABULARY_FILE`).
 */
export interface SearchVocabulary {
  /** Groups of equivalent words or phrases: a search for any finds products naming any. */
  readonly synonyms: readonly (readonly string[])[];
  /** A brand's title (as in the catalogue) → other ways buyers write it (misspellings too). */
  readonly brandAliases: Readonly<Record<string, readonly string[]>>;
  /** Words left out of a search (fillers such as Hindi 'ka', 'wala', 'chahiye'). */
  readonly stopWords: readonly string[];
}

export const DEFAULT_SEARCH_VOCABULARY: SearchVocabulary = {
  synonyms: [
    ['vfd', 'ac drive', 'inverter', 'variable frequency drive', 'variable speed drive'],
    ['smps', 'power supply', 'switching power supply', 'switch mode power supply'],
    ['mcb', 'miniature circuit breaker'],
    ['mpcb', 'motor protection circuit breaker'],
    ['prox', 'proximity'],
    ['contactor', 'contacter', 'contractor'],
    ['plc', 'programmable logic controller'],
    ['hmi', 'operator panel', 'touch screen', 'touchscreen'],
    ['ssr', 'solid state relay'],
    ['olr', 'overload relay'],
    ['photo sensor', 'photoelectric', 'photocell'],
    ['push button', 'pushbutton', 'push-button'],
    ['e-stop', 'estop', 'emergency stop'],
    ['cordset', 'sensor cable'],
  ],
  brandAliases: {
    'Schneider Electric': ['schneider', 'schnieder', 'shneider', 'telemecanique'],
    'Mean Well': ['meanwell', 'mean-well'],
    'Allen-Bradley': ['allen bradley', 'allenbradley', 'rockwell'],
    'Pepperl+Fuchs': ['pepperl fuchs', 'p+f', 'pepperl'],
    'Phoenix Contact': ['phoenix'],
    'Mitsubishi Electric': ['mitsubishi', 'mitsubshi'],
    'Fuji Electric': ['fuji'],
    Weidmüller: ['weidmuller', 'weidmueller'],
    'L&T': ['l&t', 'lnt', 'larsen', 'larsen and toubro', 'larsen & toubro'],
  },
  stopWords: [
    // Hindi-English fillers: 'proximity sensor chahiye', '24v wala smps', 'motor ke liye drive'.
    'ka',
    'ki',
    'ke',
    'ko',
    'wala',
    'wali',
    'wale',
    'liye',
    'chahiye',
    'chaiye',
    'hai',
    'mein',
    'aur',
    'for',
    'with',
    'the',
    'and',
    'of',
  ],
};

/**
 * Reads a vocabulary file: `{ "synonyms": [[…]], "brandAliases": {…}, "stopWords": […],
 * "extendDefaults": true }`. With `extendDefaults` (the default) its entries join the built-in
 * ones; with false they replace them. Anything malformed is an error naming the file and field.
 */
export function readSearchVocabulary(path: string): SearchVocabulary {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`The search vocabulary ${path} could not be read as JSON: ${String(error)}`);
  }
  return parseSearchVocabulary(raw, path);
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');

/** Checks a vocabulary read from JSON (see `readSearchVocabulary`). */
export function parseSearchVocabulary(
  raw: unknown,
  source = 'search vocabulary',
): SearchVocabulary {
  const fail = (field: string, wanted: string): never => {
    throw new Error(`${source}: ${field} must be ${wanted}`);
  };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail('the file', 'an object');
  const value = raw as Record<string, unknown>;
  const synonyms = value.synonyms ?? [];
  if (
    !Array.isArray(synonyms) ||
    !synonyms.every((group) => isStringList(group) && group.length > 1)
  ) {
    fail('synonyms', 'a list of groups of at least two words or phrases');
  }
  const aliases = value.brandAliases ?? {};
  if (
    typeof aliases !== 'object' ||
    aliases === null ||
    Array.isArray(aliases) ||
    !Object.values(aliases).every(isStringList)
  ) {
    fail('brandAliases', 'an object of brand title → list of aliases');
  }
  const stopWords = value.stopWords ?? [];
  if (!isStringList(stopWords)) fail('stopWords', 'a list of words');
  const extend = value.extendDefaults ?? true;
  if (typeof extend !== 'boolean') fail('extendDefaults', 'true or false');
  const own: SearchVocabulary = {
    synonyms: synonyms as string[][],
    brandAliases: aliases as Record<string, string[]>,
    stopWords: stopWords as string[],
  };
  if (!extend) return own;
  return {
    synonyms: [...DEFAULT_SEARCH_VOCABULARY.synonyms, ...own.synonyms],
    brandAliases: { ...DEFAULT_SEARCH_VOCABULARY.brandAliases, ...own.brandAliases },
    stopWords: [...DEFAULT_SEARCH_VOCABULARY.stopWords, ...own.stopWords],
  };
}
