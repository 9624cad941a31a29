// Wire data, with core's types only: core's own tests use it too, and a run-time import of
// @storefront-kit/core would load a second copy of core beside the sources they test.
import type { ProductInput } from '@storefront-kit/core';

let sequence = 0;

/** A product as the API sends it, with overrides. */
export function makeProduct(partial: Partial<ProductInput> = {}): ProductInput {
  sequence += 1;
  return {
    _id: `p${sequence}`,
    product_name: `Inductive Proximity Sensor M${sequence}`,
    model_number: `E2E-X${sequence}ME1`,
    product_description: 'M18 inductive sensor, 8 mm sensing distance, PNP NO',
    product_thumb_image: `/images/products/p${sequence}.svg`,
    product_selling_price: 1850,
    product_listing_price: 2200,
    is_stock_available: true,
    is_active: true,
    hsn_code: '85365090',
    brand_id: { _id: 'b1', title: 'Omron' },
    product_category_id: { _id: 'c1', product_category_name: 'Sensors' },
    ...partial,
  };
}

export const meta = (message = 'OK') => ({ status: true, message });

export const envelope = <T>(data: T, message = 'OK') => ({ meta: meta(message), data });
