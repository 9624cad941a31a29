import { paymentsApi, type StorefrontFeature } from '@storefront-kit/core';

/** `client.payments`: the checkout's payment order and its verification. */
export const paymentsFeature: StorefrontFeature = { api: { payments: paymentsApi } };
