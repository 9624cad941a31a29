import type {
  badges,
  brands,
  categories,
  solutions,
  subcategories,
  subSubcategories,
} from '../db/schema';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** Rows sorted by their `sortOrder`, then name. */
export function bySortOrder<T extends { sortOrder: number; name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
}

/** A category as `/product-category/*` answers it. */
export function categoryWire(row: Row<typeof categories>, productCount: number) {
  return {
    _id: row.id,
    id: row.id,
    product_category_name: row.name,
    product_category_description: row.description,
    product_category_image: row.image,
    product_category_icon: row.icon,
    product_count: productCount,
  };
}

/** A subcategory with its category's id and name. */
export function subcategoryWire(row: Row<typeof subcategories>, categoryName: string | undefined) {
  return {
    _id: row.id,
    id: row.id,
    product_sub_category_name: row.name,
    product_category_id: { _id: row.categoryId, product_category_name: categoryName ?? '' },
  };
}

/** A sub-subcategory with its subcategory's id and name. */
export function subSubcategoryWire(
  row: Row<typeof subSubcategories>,
  subcategoryName: string | undefined,
) {
  return {
    _id: row.id,
    id: row.id,
    product_sub_sub_category_name: row.name,
    product_sub_category_id: {
      _id: row.subcategoryId,
      product_sub_category_name: subcategoryName ?? '',
    },
  };
}

/** A brand with its number of active products. */
export function brandWire(row: Row<typeof brands>, productCount: number) {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    logo: row.logo,
    description: row.description,
    product_count: productCount,
  };
}

/** A badge (name, slug, colour). */
export function badgeWire(row: Row<typeof badges>) {
  return { _id: row.id, id: row.id, name: row.name, slug: row.slug, color: row.color };
}

/** A solution; `is_active` tells the active ones. */
export function solutionWire(row: Row<typeof solutions>) {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    is_active: row.isActive,
  };
}

/** The header menu: categories → subcategories → sub-subcategories, each level in sort order. */
export function menuTree(
  categoryRows: Row<typeof categories>[],
  subcategoryRows: Row<typeof subcategories>[],
  subSubcategoryRows: Row<typeof subSubcategories>[],
) {
  const childrenOf = <T extends { sortOrder: number; name: string }>(
    rows: T[],
    parentOf: (row: T) => string,
  ) => {
    const map = new Map<string, T[]>();
    for (const row of bySortOrder(rows)) {
      const list = map.get(parentOf(row));
      if (list) list.push(row);
      else map.set(parentOf(row), [row]);
    }
    return map;
  };
  const subsByCategory = childrenOf(subcategoryRows, (row) => row.categoryId);
  const subSubsBySub = childrenOf(subSubcategoryRows, (row) => row.subcategoryId);
  return bySortOrder(categoryRows).map((category) => ({
    _id: category.id,
    name: category.name,
    subcategories: (subsByCategory.get(category.id) ?? []).map((sub) => ({
      _id: sub.id,
      name: sub.name,
      subsubcategories: (subSubsBySub.get(sub.id) ?? []).map((leaf) => ({
        _id: leaf.id,
        name: leaf.name,
      })),
    })),
  }));
}
