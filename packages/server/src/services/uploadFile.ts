import type { UploadBody } from '@storefront-kit/core';
import type { Database } from '../db/database';
import { uploads } from '../db/schema';
import { badRequest, tooLarge, unsupportedType } from '../http/errors';
import { cleanFileName } from './cleanFileName';
import type { FileStore } from './filesStore';
import { newId } from './ids';
import { isUploadBase64, uploadBase64Payload, uploadBase64Size } from './uploadBase64';
import { uploadExtension, uploadFileType } from './uploadFileTypes';
import type { UploadRow } from './uploadOwnership';

export const UPLOAD_MESSAGES = {
  unsupported: 'Unsupported file type',
  imageTooLarge: 'Image size should be less than 5MB',
  fileTooLarge: 'File size should be less than 10MB',
  invalidBase64: 'Invalid file data: expected base64',
} as const;

/**
 * Checks and stores an uploaded file for `userId`. In order: the declared type and extension
 * must name an accepted type (415); the size, computed from the base64 length before any
 * decoding, must be within the type's cap (413: 5 MB images, 10 MB other files); the base64
 * must be valid (400); the decoded bytes must carry the type's magic bytes (415). The file is
 * stored under a generated name and recorded in `uploads` with its owner and its own name,
 * cleaned (`cleanFileName`), to show beside it.
 */
export async function uploadFile(
  db: Database,
  store: FileStore,
  userId: string,
  body: UploadBody,
): Promise<UploadRow> {
  const type = uploadFileType(body.filetype, body.extension);
  if (!type) throw unsupportedType(UPLOAD_MESSAGES.unsupported);
  const payload = uploadBase64Payload(body.data);
  if (uploadBase64Size(payload) > type.maxBytes) {
    throw tooLarge(
      type.contentType.startsWith('image/')
        ? UPLOAD_MESSAGES.imageTooLarge
        : UPLOAD_MESSAGES.fileTooLarge,
    );
  }
  if (!isUploadBase64(payload)) throw badRequest(UPLOAD_MESSAGES.invalidBase64);
  const bytes = Buffer.from(payload, 'base64');
  if (!type.matches(bytes)) throw unsupportedType(UPLOAD_MESSAGES.unsupported);
  const id = newId('upl');
  const extension = uploadExtension(body.extension);
  const storedName = `${id}.${extension}`;
  await store.put(storedName, bytes);
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        id,
        userId,
        storedName,
        mimeType: type.contentType,
        extension,
        originalName: cleanFileName(body.filename),
        size: bytes.length,
      })
      .returning();
    if (!row) throw new Error('The upload was not recorded');
    return row;
  } catch (error) {
    await store.delete(storedName);
    throw error;
  }
}
