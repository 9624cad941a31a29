import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { uploads } from '../db/schema';
import { badRequest } from '../http/errors';
import { findOwnUpload } from './uploadOwnership';
import { UPLOAD_PATH } from './uploadUrl';

export const ATTACHMENT_REFUSED = 'Attachments must be files you uploaded';

/**
 * Checks that every attachment is the URL of one of the user's own uploads on this server
 * and returns them as root-relative paths (`/api/v1/uploads/{storedName}`), so a stored
 * ticket does not depend on the host name it was created through. Anything else is a 400.
 */
export async function resolveAttachments(
  db: Database,
  userId: string,
  urls: readonly string[],
  origin: string,
): Promise<string[]> {
  const paths = new Set<string>();
  for (const url of urls) {
    const upload = await findOwnUpload(db, userId, url.trim(), origin);
    if (!upload) throw badRequest(ATTACHMENT_REFUSED);
    paths.add(`${UPLOAD_PATH}${upload.storedName}`);
  }
  return [...paths];
}

/** The absolute URL of a stored attachment path. */
export const attachmentUrl = (path: string, origin: string) =>
  path.startsWith('/') ? `${origin}${path}` : path;

/** The stored name of an attachment path (`/api/v1/uploads/{storedName}`), else null. */
const storedNameOf = (path: string) =>
  path.startsWith(UPLOAD_PATH) ? path.slice(UPLOAD_PATH.length) : null;

/**
 * The file names the attachments of some tickets were uploaded with, by attachment path, in
 * one query (a name not recorded, such as an upload from before names were kept, is absent).
 */
export async function attachmentNames(
  db: Executor,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const stored = [...new Set(paths.flatMap((path) => storedNameOf(path) ?? []))];
  const names = new Map<string, string>();
  if (stored.length === 0) return names;
  const rows = await db
    .select({ storedName: uploads.storedName, originalName: uploads.originalName })
    .from(uploads)
    .where(inArray(uploads.storedName, stored));
  for (const row of rows) {
    if (row.originalName) names.set(`${UPLOAD_PATH}${row.storedName}`, row.originalName);
  }
  return names;
}
