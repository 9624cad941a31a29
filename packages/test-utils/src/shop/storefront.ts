import { createStorefront, type Storefront, type StorefrontOptions } from '@storefront-kit/core';
import { inject } from 'vitest';
// The type of `inject('apiUrl')`: ../globalSetup.ts declares what it provides.
import type {} from '../globalSetup';
import { memoryStorage } from '../memoryStorage';

/** The real reference server of this test run (started by ../globalSetup.ts). */
export const apiUrl = () => inject('apiUrl');

/** The seeded demo customer (packages/server/src/seed). */
export const DEMO = { login: 'demo@storefront-kit.dev', password: 'Demo@12345' } as const;

/**
 * A storefront for a test: the real server by default, an in-memory storage, no cross-tab
 * listeners. Pass `fetch` to stub the network (MSW is for stories and hook unit tests).
 */
export function makeStorefront(options: Partial<StorefrontOptions> = {}): Storefront {
  return createStorefront({
    baseUrl: apiUrl(),
    storage: memoryStorage(),
    crossTab: false,
    retry: 0,
    ...options,
  });
}
