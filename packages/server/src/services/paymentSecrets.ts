import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { settings } from '../db/schema';

/** Secrets of the payment path kept in the `settings` table (generated on first use). */
export type StoredSecretKey = 'sandbox_key_secret' | 'invoice_link_secret';

/**
 * A random secret generated once and kept in the database, so it survives restarts and is
 * shared by every instance on the same database. Concurrent first uses agree on one value.
 */
export async function loadStoredSecret(db: Database, key: StoredSecretKey): Promise<string> {
  const generated = randomBytes(32).toString('base64url');
  await db.insert(settings).values({ key, value: generated }).onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value ?? generated;
}
