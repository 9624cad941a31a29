/**
 * URL slug of a product name: lower-case ASCII letters and digits separated by single dashes.
 *
 * @example slugify('Omron E2E-X5ME1 Proximity Sensor (M18)') // 'omron-e2e-x5me1-proximity-sensor-m18'
 */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'product'
  );
}

/** The default product URL template of the storefront (spec: /products/details/{slug}/{id}). */
export const PRODUCT_URL_TEMPLATE = '/products/details/{slug}/{id}';

/**
 * Fills a product URL template. `{slug}` and `{id}` are replaced (the id URL-encoded).
 *
 * @example productUrl({ id: 'p1', name: 'PLC CPU' }) // '/products/details/plc-cpu/p1'
 */
export function productUrl(
  product: { id: string; name: string },
  template: string = PRODUCT_URL_TEMPLATE,
): string {
  return template
    .replace('{slug}', slugify(product.name))
    .replace('{id}', encodeURIComponent(product.id));
}
