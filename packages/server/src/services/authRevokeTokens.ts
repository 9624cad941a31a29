import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';

/** Sign-out: bumps the user's token version, so every token issued before is refused. */
export async function authRevokeTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
