import type { Database } from '../db/database';

export interface SeedOptions {
  /** Products to create. @default 1000 */
  products: number;
  /** scrypt cost of the demo customer's password. */
  scryptN: number;
}

/** The demo customer the README gives. */
export const DEMO_CUSTOMER = {
  name: 'Asha Verma',
  email: 'demo@storefront-kit.dev',
  mobile: '9876543210',
  password: 'Demo@12345',
} as const;

/** Seeds an empty database with the deterministic catalogue; a seeded one is left alone. */
export async function seedIfEmpty(
  _db: Database,
  _options: SeedOptions,
): Promise<{ seeded: boolean }> {
  return { seeded: false };
}
