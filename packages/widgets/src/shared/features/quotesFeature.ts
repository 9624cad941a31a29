import { quotesApi, type StorefrontFeature } from '@storefront-kit/core';

/** `client.quotes`: the quote request. */
export const quotesFeature: StorefrontFeature = { api: { quotes: quotesApi } };
