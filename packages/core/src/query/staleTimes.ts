/**
 * How long catalogue and home-page content (categories, menu, brands, badges, solutions,
 * banners, best sellers, deals, testimonials, news) counts as fresh: it changes rarely, so
 * moving between pages does not refetch it.
 */
export const CATALOG_STALE_TIME_MS = 5 * 60 * 1000;

/** How long a product (price, stock, rating) and its related products count as fresh. */
export const PRODUCT_STALE_TIME_MS = 60 * 1000;
