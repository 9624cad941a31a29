import type { Database } from '../db/database';
import { brands, categories, solutions, subcategories, subSubcategories } from '../db/schema';

/** Names of the entities a product refers to by id, for its catalogue view and wire JSON. */
export interface CatalogNames {
  brands: Map<string, { title: string; logo: string | null }>;
  categories: Map<string, string>;
  subcategories: Map<string, string>;
  subSubcategories: Map<string, string>;
  solutions: Map<string, string>;
}

/** Reads the names of brands, categories, sub- and sub-sub-categories and solutions. */
export async function loadCatalogNames(db: Database): Promise<CatalogNames> {
  const [b, c, s, ss, so] = await Promise.all([
    db.select({ id: brands.id, title: brands.title, logo: brands.logo }).from(brands),
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: subcategories.id, name: subcategories.name }).from(subcategories),
    db.select({ id: subSubcategories.id, name: subSubcategories.name }).from(subSubcategories),
    db.select({ id: solutions.id, title: solutions.title }).from(solutions),
  ]);
  return {
    brands: new Map(b.map((row) => [row.id, { title: row.title, logo: row.logo }])),
    categories: new Map(c.map((row) => [row.id, row.name])),
    subcategories: new Map(s.map((row) => [row.id, row.name])),
    subSubcategories: new Map(ss.map((row) => [row.id, row.name])),
    solutions: new Map(so.map((row) => [row.id, row.title])),
  };
}
