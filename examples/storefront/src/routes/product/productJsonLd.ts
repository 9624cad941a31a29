import { COMPANY_PROFILE, type ProductView, toRupees } from '@storefront-kit/core';

/**
 * The schema.org Product of a product page, as JSON for a `application/ld+json` script: name,
 * images, brand, model, the offer in INR with its availability, and the rating of real reviews.
 * A product on request has no price, so no offer.
 *
 * @param absolute Turns a path the API returned into an absolute URL.
 */
export function productJsonLd(
  product: ProductView,
  pageUrl: string,
  absolute: (path: string) => string,
): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    image: product.gallery.map(absolute),
    sku: product.modelNumber ?? product.id,
    mpn: product.modelNumber,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    aggregateRating:
      product.rating !== null && product.reviewCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
          }
        : undefined,
    offers: product.priceOnRequest
      ? undefined
      : {
          '@type': 'Offer',
          url: pageUrl,
          priceCurrency: 'INR',
          price: toRupees(product.price).toFixed(2),
          availability: product.inStock
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: COMPANY_PROFILE.name },
        },
  };
  // `<` escaped, so the text can never close its script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
