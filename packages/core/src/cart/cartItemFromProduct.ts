import { DEFAULT_MAX_QUANTITY } from '../constants';
import type { ProductView } from '../models/toProductView';
import type { CartItem } from './types';

/**
 * The cart line for a product (the add-to-cart buttons use it). The server prices the line
 * itself; these fields only show the line until the server answers.
 *
 * @param maxQuantity @default 999 (10 on the deals page)
 */
export function cartItemFromProduct(
  product: ProductView,
  quantity = 1,
  maxQuantity = DEFAULT_MAX_QUANTITY,
): CartItem {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    originalPrice: product.mrp,
    quantity,
    image: product.image,
    category: product.category,
    sub_category: product.subcategory,
    sub_sub_category: product.subsubcategory,
    brand: product.brand,
    type: product.type,
    sku: product.modelNumber,
    description: product.description,
    inStock: product.inStock,
    maxQuantity,
    ...(product.stockQuantity === undefined ? {} : { stock: product.stockQuantity }),
    discount: 0,
  };
}
