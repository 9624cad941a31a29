import { LEAF_PATHS, SEED_CATEGORIES } from '../seed/catalog/taxonomy';
import type { ProductShape } from '../seed/catalog/types';

const BY_LEAF = new Map(LEAF_PATHS.map((p) => [p.leaf.name.toLowerCase(), p.family.shape]));
const BY_CATEGORY = new Map(SEED_CATEGORIES.map((c) => [c.name.toLowerCase(), c.shape]));

const KEYWORDS: readonly [RegExp, ProductShape][] = [
  [/sensor|proximity/, 'prox'],
  [/switch|button/, 'button'],
  [/relay/, 'relay'],
  [/plc|controller/, 'plc'],
  [/hmi|panel|display/, 'hmi'],
  [/servo|drive|inverter|vfd/, 'drive'],
  [/safety|curtain/, 'curtain'],
  [/pneumatic|valve/, 'valve'],
  [/power|supply|smps/, 'psu'],
  [/cable|connector/, 'cable'],
];

/** What a product image draws: by sub-subcategory, else category, else keywords. */
export function shapeFor(category: string, subsubcategory?: string | null): ProductShape {
  const leaf = subsubcategory ? BY_LEAF.get(subsubcategory.toLowerCase()) : undefined;
  if (leaf) return leaf;
  const name = category.toLowerCase();
  return BY_CATEGORY.get(name) ?? KEYWORDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'io';
}
