import { makeProduct } from '@storefront-kit/test-utils/factories';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../constants';
import { type Product, productSchema } from '../schemas/catalog';
import { productUrl, slugify } from './slugify';
import { toProductView } from './toProductView';

const parse = (partial: Parameters<typeof makeProduct>[0]): Product =>
  productSchema.parse(makeProduct(partial));

describe('slugify / productUrl', () => {
  it.each([
    ['Omron E2E-X5ME1 Proximity Sensor (M18)', 'omron-e2e-x5me1-proximity-sensor-m18'],
    ['  Siemens S7-1200 CPU 1214C DC/DC/DC  ', 'siemens-s7-1200-cpu-1214c-dc-dc-dc'],
    ['Ménage à trois', 'menage-a-trois'],
    ['!!!', 'product'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('fills the default and a custom template', () => {
    expect(productUrl({ id: 'p 1', name: 'PLC CPU' })).toBe('/products/details/plc-cpu/p%201');
    expect(productUrl({ id: '7', name: 'HMI' }, 'https://dist.example.in/p/{id}?s={slug}')).toBe(
      'https://dist.example.in/p/7?s=hmi',
    );
  });
});

describe('toProductView', () => {
  it('derives prices in paise, percent off, saving and the URL', () => {
    const view = toProductView(
      parse({
        _id: 'p9',
        product_name: 'Safety Relay G9SE',
        product_selling_price: 1850,
        product_listing_price: 2200,
      }),
    );
    expect(view).toMatchObject({
      id: 'p9',
      slug: 'safety-relay-g9se',
      url: '/products/details/safety-relay-g9se/p9',
      price: 185000,
      mrp: 220000,
      originalPrice: 220000,
      percentOff: 16,
      saving: 35000,
      priceOnRequest: false,
      dealPrice: 185000,
      brand: 'Omron',
      category: 'Sensors',
      inStock: true,
    });
  });

  it('shows no original price or badge when the MRP is not above the price', () => {
    const view = toProductView(parse({ product_selling_price: 2200, product_listing_price: 2200 }));
    expect(view.originalPrice).toBeUndefined();
    expect(view.percentOff).toBeUndefined();
    expect(view.saving).toBeUndefined();
  });

  it('marks a price of 0 or less as price on request, with a deal price from the MRP', () => {
    const onRequest = toProductView(
      parse({
        product_selling_price: 0,
        product_listing_price: 5000,
        discount_data: { discount_percentage: 10 },
      }),
    );
    expect(onRequest.priceOnRequest).toBe(true);
    expect(onRequest.percentOff).toBeUndefined();
    expect(onRequest.dealPrice).toBe(450000);
    expect(toProductView(parse({ product_selling_price: -1 })).priceOnRequest).toBe(true);
    expect(toProductView(parse({ product_selling_price: null })).price).toBe(0);
  });

  it("falls back to 'Unknown Brand', the placeholder image and the description", () => {
    const view = toProductView(
      parse({
        brand_id: null,
        product_thumb_image: '',
        product_image_gallery: [],
        product_description: null,
      }),
    );
    expect(view.brand).toBe('Unknown Brand');
    expect(view.image).toBe(PLACEHOLDER_IMAGE);
    expect(view.gallery).toEqual([PLACEHOLDER_IMAGE]);
    expect(view.description).toBe('');
    expect(toProductView(parse({ brand_id: 'b1' })).brand).toBe('Unknown Brand');
    expect(
      toProductView(parse({ brand_id: null }), {
        messages: { 'product.unknownBrand': 'Brand N/A' },
        placeholderImage: '/ph.png',
      }),
    ).toMatchObject({ brand: 'Brand N/A' });
  });

  it('reads the brand from name or product_brand_name', () => {
    expect(toProductView(parse({ brand_id: { name: 'Siemens' } })).brand).toBe('Siemens');
    expect(
      toProductView(parse({ brand_id: { product_brand_name: 'ABB', logo: '/abb.svg' } })),
    ).toMatchObject({
      brand: 'ABB',
      brandLogo: '/abb.svg',
    });
  });

  it('takes in-stock from is_stock_available, not is_active', () => {
    expect(toProductView(parse({ is_stock_available: false, is_active: true })).inStock).toBe(
      false,
    );
    expect(toProductView(parse({ is_stock_available: true, is_active: false })).inStock).toBe(true);
    expect(toProductView(parse({ is_stock_available: undefined })).inStock).toBe(true);
  });

  it('shows a rating only for products with real reviews', () => {
    expect(toProductView(parse({ rating: 4.4, review_count: 7 }))).toMatchObject({
      rating: 4.4,
      reviewCount: 7,
    });
    expect(toProductView(parse({ rating: null, review_count: 0 }))).toMatchObject({
      rating: null,
      reviewCount: 0,
    });
    expect(toProductView(parse({ rating: 4, review_count: 0 })).rating).toBeNull();
  });

  it('maps gallery, catalogs, related ids and category refs', () => {
    const view = toProductView(
      parse({
        product_image_gallery: ['/a.svg', '', '/b.svg'],
        product_catalog: [{ name: 'Datasheet', value: '/files/ds.pdf' }],
        related_products_mapping: [{ product_id: 'p2' }, { product_id: 3 }],
        product_sub_category_id: { product_sub_category_name: 'Proximity Sensors' },
        product_sub_sub_category_id: 'ss1',
        badges: ['Bestseller'],
        product_specification: [{ name: 'Output', value: 'PNP NO' }],
      }),
    );
    expect(view.gallery).toEqual(['/a.svg', '/b.svg']);
    expect(view.catalogs).toEqual([{ name: 'Datasheet', url: '/files/ds.pdf' }]);
    expect(view.relatedIds).toEqual(['p2', '3']);
    expect(view.subcategory).toBe('Proximity Sensors');
    expect(view.subsubcategory).toBeUndefined();
    expect(view.badges).toEqual(['Bestseller']);
    expect(view.specifications).toEqual([{ name: 'Output', value: 'PNP NO' }]);
  });
});
