import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import {
  banners,
  brands,
  categories,
  contentItems,
  products,
  solutions,
  subcategories,
  subSubcategories,
} from '../db/schema';
import { LEAF_PATHS, SEED_CATEGORIES } from '../seed/catalog/taxonomy';
import type { ProductShape } from '../seed/catalog/types';
import { SEED_SOLUTIONS } from '../seed/solutions';

/** What the product image and the datasheet need of a product. */
export interface MediaProduct {
  readonly id: string;
  readonly name: string;
  readonly brand: string | null;
  readonly model: string | null;
  readonly category: string;
  readonly subcategory: string | null;
  readonly subsubcategory: string | null;
  readonly hsnCode: string;
  readonly description: string;
  readonly specs: readonly { name: string; value: string }[];
}

/** A product from the catalogue read model, else (inactive products) from the database. */
export async function findMediaProduct(ctx: AppContext, id: string): Promise<MediaProduct | null> {
  const cached = ctx.catalog.get(id);
  if (cached) {
    const specs = cached.wire.product_specification;
    return {
      id,
      name: cached.name,
      brand: cached.brand,
      model: cached.modelNumber,
      category: cached.category,
      subcategory: cached.subcategory,
      subsubcategory: cached.subsubcategory,
      hsnCode: cached.hsnCode,
      description: cached.description,
      specs: Array.isArray(specs) ? specs : [],
    };
  }
  const [row] = await ctx.db
    .select({
      name: products.name,
      model: products.modelNumber,
      description: products.description,
      hsnCode: products.hsnCode,
      specs: products.specification,
      brand: brands.title,
      category: categories.name,
      subcategory: subcategories.name,
      subsubcategory: subSubcategories.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(subSubcategories, eq(subSubcategories.id, products.subSubcategoryId))
    .where(eq(products.id, id));
  return row ? { id, ...row } : null;
}

export async function findBrandTitle(ctx: AppContext, id: string): Promise<string | null> {
  const [row] = await ctx.db.select({ title: brands.title }).from(brands).where(eq(brands.id, id));
  return row?.title ?? null;
}

export async function findCategoryName(ctx: AppContext, id: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.name ?? null;
}

export async function findBanner(ctx: AppContext, id: string) {
  const [row] = await ctx.db
    .select({ title: banners.title, background: banners.background, link: banners.buttonLink })
    .from(banners)
    .where(eq(banners.id, id));
  return row ?? null;
}

export async function findContentItem(ctx: AppContext, id: string) {
  const [row] = await ctx.db
    .select({ title: contentItems.title, badge: contentItems.badge, tags: contentItems.tags })
    .from(contentItems)
    .where(eq(contentItems.id, id));
  return row ?? null;
}

export async function findSolutionTitle(ctx: AppContext, id: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ title: solutions.title })
    .from(solutions)
    .where(eq(solutions.id, id));
  return row?.title ?? null;
}

const distinct = (shapes: readonly ProductShape[]) => [...new Set(shapes)];

/** A seeded category's main shape and the shapes of its sub-subcategories. */
export function categoryShapes(name: string): ProductShape[] {
  const seeded = SEED_CATEGORIES.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!seeded) return [];
  return distinct([
    seeded.shape,
    ...seeded.subcategories.flatMap((s) => s.leaves.map((l) => l.family.shape)),
  ]);
}

/** The shapes of the product families linked to a seeded solution. */
export function solutionShapes(title: string): ProductShape[] {
  const seeded = SEED_SOLUTIONS.find((s) => s.title === title);
  if (!seeded) return [];
  return distinct(
    LEAF_PATHS.filter((p) => (p.family.solutions as readonly string[]).includes(seeded.key)).map(
      (p) => p.family.shape,
    ),
  );
}
