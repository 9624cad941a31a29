import type { products } from '../db/schema';
import { brandId, type SeedBrand, seedBrand } from './brands';
import { LEAF_PATHS, type LeafPath } from './catalog/taxonomy';
import type { BrandLine, ProductFamily, Spec, VariantOption } from './catalog/types';
import { fillModel } from './fillModel';
import { longDescription } from './longDescription';
import { createRandom, type Random, weightedPicker } from './random';
import { DAY_MS, SEED_REFERENCE_DATE } from './seedClock';
import { seedPricing } from './seedPricing';
import { SEED_SOLUTIONS, solutionId } from './solutions';

export type ProductRow = typeof products.$inferInsert & {
  id: string;
  name: string;
  sellingPrice: number;
  hsnCode: string;
  categoryId: string;
  stockQuantity: number;
  soldCount: number;
  badges: string[];
  thumbImage: string;
  modelNumber: string;
};

/** A generated product: its row, its related products, and what orders need to know. */
export interface GeneratedProduct {
  readonly row: ProductRow;
  /** Ids of earlier products of the same sub-subcategory, most recent first. */
  readonly related: readonly string[];
  readonly path: LeafPath;
  readonly brand: SeedBrand;
}

/** Related products per product (earlier products of the same sub-subcategory). */
export const RELATED_PER_PRODUCT = 4;

/** `prd_000001` … : stable ids, so image and datasheet URLs never change. */
export const productId = (index: number) => `prd_${String(index + 1).padStart(6, '0')}`;

const solutionTitle = new Map<string, string>(SEED_SOLUTIONS.map((s) => [s.key, s.title]));

/** Draws how many days before the reference date a product was listed. */
function listedDaysAgo(random: Random): number {
  return random.chance(0.1) ? random.int(0, 29) : random.int(30, 900);
}

function stockOf(random: Random): number {
  if (random.chance(0.07)) return 0;
  if (random.chance(0.08)) return random.int(1, 5);
  return Math.round(6 + random.next() ** 2 * 494);
}

function soldOf(random: Random, bestseller: boolean): number {
  return bestseller ? random.int(120, 900) : Math.floor(random.next() ** 2 * 45);
}

const pickLeaf = weightedPicker(LEAF_PATHS, (p) => p.family.weight);
const linePickers = new Map<ProductFamily, (random: Random) => BrandLine>();
const linePicker = (family: ProductFamily) => {
  let picker = linePickers.get(family);
  if (!picker) {
    picker = weightedPicker(family.lines, (l) => l.weight);
    linePickers.set(family, picker);
  }
  return picker;
};

const VARIANT_LETTERS = ['Z', 'S', 'E', 'V', 'K', 'N', 'T', 'H'] as const;

/**
 * A model number not used before by the same brand. Tries other variants and brand lines of
 * the family first; when those are taken (large catalogues), adds a variant suffix such as
 * `-V12`, as manufacturers do for special versions.
 */
function uniqueModel(
  random: Random,
  family: ProductFamily,
  used: Set<string>,
  index: number,
): { line: BrandLine; model: string; options: VariantOption[] } {
  const draw = () => {
    const line = linePicker(family)(random);
    const options = family.attributes.map((choices) => random.pick(choices));
    const codes = options.map((o) => o.code);
    return { line, options, model: fillModel(line.model, codes, random) };
  };
  const claim = (line: BrandLine, model: string) => {
    const key = `${line.brand}|${model}`;
    if (used.has(key)) return false;
    used.add(key);
    return true;
  };
  let drawn = draw();
  for (let attempt = 0; attempt < 3; attempt++) {
    if (claim(drawn.line, drawn.model)) return drawn;
    drawn = draw();
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const model = `${drawn.model}-${random.pick(VARIANT_LETTERS)}${random.int(1, 99)}`;
    if (claim(drawn.line, model)) return { ...drawn, model };
  }
  const model = `${drawn.model}-R${(index + 1).toString(36).toUpperCase()}`;
  used.add(`${drawn.line.brand}|${model}`);
  return { ...drawn, model };
}

/** What a product's stream draws after its model: prices, stock, dates, sales and flags. */
function drawFacts(random: Random, index: number, family: ProductFamily, factor: number) {
  const onRequest = random.chance(family.onRequest);
  const pricing = seedPricing(random, family.price, factor, onRequest);
  const stockQuantity = stockOf(random);
  const daysAgo = listedDaysAgo(random);
  const reference = SEED_REFERENCE_DATE.getTime();
  const createdAt = new Date(reference - daysAgo * DAY_MS - random.int(0, 86_399) * 1000);
  const updatedAt = new Date(
    Math.min(createdAt.getTime() + random.int(0, daysAgo) * DAY_MS, reference),
  );
  const bestseller = !onRequest && random.chance(0.03);
  const soldCount = onRequest ? 0 : soldOf(random, bestseller);
  const discounted = pricing.discountPercentage !== null;
  // Deals come from the first products, so the deals page stays short at any N.
  const dealOfTheDay = index < 1200 && discounted && stockQuantity > 0 && random.chance(0.035);
  const solutionKeys = random.sample(family.solutions, random.int(1, 2));
  return {
    pricing,
    stockQuantity,
    daysAgo,
    createdAt,
    updatedAt,
    bestseller,
    soldCount,
    dealOfTheDay,
    solutionKeys,
  };
}

type Facts = ReturnType<typeof drawFacts>;

function badgesOf(facts: Facts, brand: SeedBrand): string[] {
  const { bestseller, daysAgo, dealOfTheDay, pricing, stockQuantity } = facts;
  return [
    ...(bestseller ? ['Bestseller'] : []),
    ...(daysAgo < 30 ? ['New Arrival'] : []),
    ...(dealOfTheDay || (pricing.discountPercentage ?? 0) >= 25 ? ['Hot Deal'] : []),
    ...(stockQuantity > 0 && stockQuantity <= 5 ? ['Limited Stock'] : []),
    ...(brand.country === 'India' ? ['Made in India'] : []),
  ];
}

function specificationOf(
  brand: SeedBrand,
  line: BrandLine,
  model: string,
  options: readonly VariantOption[],
  family: ProductFamily,
): { name: string; value: string }[] {
  const specs: Spec[] = [
    ['Brand', brand.title],
    ['Series', line.series],
    ['Model Number', model],
    ...options.flatMap((o) => o.specs),
    ...family.specs,
    ['Country of Origin', brand.country],
    ['Warranty', '12 months from the invoice date'],
  ];
  return specs.map(([name, value]) => ({ name, value }));
}

/**
 * Generates the catalogue one product at a time. Product i depends only on i and the products
 * before it, so any N gives the same first products; the state kept is one set of model
 * numbers and the last few ids of each sub-subcategory.
 */
export function createProductGenerator() {
  const usedModels = new Set<string>();
  const recentByLeaf = new Map<string, string[]>();
  let index = 0;

  return {
    /** Index of the next product. */
    get index() {
      return index;
    },
    next(): GeneratedProduct {
      const i = index++;
      const random = createRandom('storefront-kit product', i);
      const path = i < LEAF_PATHS.length ? (LEAF_PATHS[i] as LeafPath) : pickLeaf(random);
      const { family } = path;
      const { line, model, options } = uniqueModel(random, family, usedModels, i);
      const brand = seedBrand(line.brand);
      const facts = drawFacts(
        random,
        i,
        family,
        options.reduce((f, o) => f * o.price, line.price),
      );
      const labels = options.map((o) => o.label).filter(Boolean);
      const id = productId(i);
      const name = `${brand.title} ${model} ${family.noun}${labels.length ? `, ${labels.join(', ')}` : ''}`;
      const thumbImage = `/media/products/${id}.svg`;
      const recent = recentByLeaf.get(path.leaf.id) ?? [];
      recentByLeaf.set(path.leaf.id, [...recent, id].slice(-RELATED_PER_PRODUCT));
      const row: ProductRow = {
        id,
        name,
        modelNumber: model,
        description: `${family.noun} from the ${brand.title} ${line.series} range${
          labels.length ? ` (${labels.join(', ')})` : ''
        }. ${family.features[0] ?? ''}.`,
        longDescription: longDescription({
          name,
          noun: family.noun,
          brand: brand.title,
          series: line.series,
          features: family.features,
          applications: facts.solutionKeys.map((key) => solutionTitle.get(key) ?? key),
          category: path.category.name,
        }),
        thumbImage,
        gallery: [thumbImage, `/media/products/${id}-2.svg`, `/media/products/${id}-3.svg`],
        catalog: [{ name: `${model} datasheet (PDF)`, value: `/media/datasheets/${id}.pdf` }],
        specification: specificationOf(brand, line, model, options, family),
        ...facts.pricing,
        badges: badgesOf(facts, brand),
        solutionIds: facts.solutionKeys.map(solutionId),
        stockQuantity: facts.stockQuantity,
        isActive: true,
        hsnCode: path.hsn,
        type: 'product',
        brandId: brandId(brand.key),
        categoryId: path.category.id,
        subcategoryId: path.subcategory.id,
        subSubcategoryId: path.leaf.id,
        rating: null,
        reviewCount: 0,
        soldCount: facts.soldCount,
        dealOfTheDay: facts.dealOfTheDay,
        createdAt: facts.createdAt,
        updatedAt: facts.updatedAt,
      };
      return { row, related: [...recent].reverse(), path, brand };
    },
  };
}
