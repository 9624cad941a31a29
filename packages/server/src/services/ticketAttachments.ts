import type { Database } from '../db/database';
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
