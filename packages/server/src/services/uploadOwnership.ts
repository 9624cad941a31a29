import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { uploads } from '../db/schema';
import { storedNameOfUploadUrl } from './uploadUrl';

/** A row of `uploads`. */
export type UploadRow = typeof uploads.$inferSelect;

/**
 * The upload a URL points at when it is one of `userId`'s own uploads on this server
 * (`origin`: `publicOrigin(request, config)`), else null. For fields that accept only the
 * user's own files: the profile image, ticket attachments.
 */
export async function findOwnUpload(
  db: Executor,
  userId: string,
  url: string,
  origin: string,
): Promise<UploadRow | null> {
  const storedName = storedNameOfUploadUrl(url, origin);
  if (!storedName) return null;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.storedName, storedName), eq(uploads.userId, userId)));
  return row ?? null;
}
