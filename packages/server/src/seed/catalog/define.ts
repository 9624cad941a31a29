import type { BrandKey } from '../brands';
import type {
  BrandLine,
  ProductFamily,
  SeedCategory,
  SeedLeaf,
  SeedSubcategory,
  Spec,
  VariantOption,
} from './types';

/** A variant option: label (in the name), model code, specs and price multiplier. */
export const opt = (
  label: string,
  code: string,
  specs: readonly Spec[] = [],
  price = 1,
): VariantOption => ({ label, code, specs, price });

/** A brand line: brand, series, model template, price multiplier, weight. */
export const line = (
  brand: BrandKey,
  series: string,
  model: string,
  price = 1,
  weight = 1,
): BrandLine => ({ brand, series, model, price, weight });

type FamilyInput = Omit<ProductFamily, 'weight' | 'onRequest'> &
  Partial<Pick<ProductFamily, 'weight' | 'onRequest'>>;

/** A product family with defaults (weight 1, 3% price on request). */
export const family = (input: FamilyInput): ProductFamily => ({
  weight: 1,
  onRequest: 0.03,
  ...input,
});

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A sub-subcategory; its id comes from its name (`ss_inductive_sensors`). */
export const leaf = (name: string, productFamily: ProductFamily): SeedLeaf => ({
  id: `ss_${slug(name)}`,
  name,
  family: productFamily,
});

/** A subcategory; its id comes from its name (`sub_proximity_sensors`). */
export const subcategory = (
  name: string,
  leaves: readonly SeedLeaf[],
  hsn?: string,
): SeedSubcategory => ({ id: `sub_${slug(name)}`, name, leaves, ...(hsn ? { hsn } : {}) });

/** A category; its id comes from its name (`cat_sensors`). */
export const category = (input: Omit<SeedCategory, 'id'>): SeedCategory => ({
  id: `cat_${slug(input.name)}`,
  ...input,
});
