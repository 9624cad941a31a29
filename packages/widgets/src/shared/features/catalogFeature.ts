import { catalogApi, type StorefrontFeature } from '@storefront-kit/core';

/** `client.catalog`: search suggestions and products. */
export const catalogFeature: StorefrontFeature = { api: { catalog: catalogApi } };
