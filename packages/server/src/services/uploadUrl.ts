/** Where uploads are served, under the server's public origin. */
export const UPLOAD_PATH = '/api/v1/uploads/';

/** A stored name: a generated id and the file's extension, e.g. `upl_4fT9…Qx.png`. */
export const STORED_NAME = /^upl_[0-9A-Za-z]{16}\.[a-z0-9]{1,10}$/;

/** The absolute URL of a stored upload. */
export const uploadUrl = (origin: string, storedName: string) =>
  `${origin}${UPLOAD_PATH}${storedName}`;

/** The stored name an upload URL of this server points at, or null for any other URL. */
export function storedNameOfUploadUrl(url: string, origin: string): string | null {
  const prefix = `${origin}${UPLOAD_PATH}`;
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return STORED_NAME.test(name) ? name : null;
}
