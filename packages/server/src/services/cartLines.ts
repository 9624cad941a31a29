import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  brands,
  cartItems,
  categories,
  products,
  subcategories,
  subSubcategories,
} from '../db/schema';

/** A cart line with the product as the database has it now (money in paise). */
export interface CartLine {
  readonly productId: string;
  readonly quantity: number;
  readonly name: string;
  /** Unit selling price, paise: always from the database, never from a client. */
  readonly price: number;
  /** Unit MRP, paise. */
  readonly listingPrice: number | null;
  readonly stock: number;
  readonly isActive: boolean;
  readonly image: string | null;
  readonly sku: string | null;
  readonly hsnCode: string;
  readonly type: string;
  readonly description: string;
  readonly specification: readonly { name: string; value: string }[];
  readonly brand: string | null;
  readonly category: string | null;
  readonly subcategory: string | null;
  readonly subSubcategory: string | null;
}

/** Most units of one product a cart line may hold. */
export const MAX_LINE_QUANTITY = 999;

/** How many units of a line can be bought now: within 1..999 and the stock. */
export const lineMaxQuantity = (line: Pick<CartLine, 'stock'>) =>
  Math.max(0, Math.min(MAX_LINE_QUANTITY, line.stock));

/** Why a line cannot be bought now, or null when it can. */
export function lineProblem(line: CartLine): string | null {
  if (!line.isActive) return `${line.name} is no longer available`;
  if (line.price <= 0) return `${line.name} is available on request only`;
  if (line.stock <= 0) return `${line.name} is out of stock`;
  if (line.quantity > line.stock) return `Only ${line.stock} units of ${line.name} in stock`;
  return null;
}

/** The user's cart lines, oldest first, joined with their products. */
export async function loadCartLines(db: Executor, userId: string): Promise<CartLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: products.name,
      price: products.sellingPrice,
      listingPrice: products.listingPrice,
      stock: products.stockQuantity,
      isActive: products.isActive,
      image: products.thumbImage,
      sku: products.modelNumber,
      hsnCode: products.hsnCode,
      type: products.type,
      description: products.description,
      specification: products.specification,
      brand: brands.title,
      category: categories.name,
      subcategory: subcategories.name,
      subSubcategory: subSubcategories.name,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(subSubcategories, eq(subSubcategories.id, products.subSubcategoryId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  return rows;
}
