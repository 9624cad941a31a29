import { catalogApiOnDemand, type StorefrontFeature } from '@storefront-kit/core';

/**
 * `client.catalog`: search suggestions and products, its code and schemas loaded with the
 * first call (a search box's first query), not with the widget.
 */
export const catalogFeature: StorefrontFeature = { api: { catalog: catalogApiOnDemand } };
