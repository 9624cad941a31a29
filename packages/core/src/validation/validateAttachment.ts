import { ATTACHMENT_MAX_BYTES } from '../constants';
import { createTranslator } from '../messages/createTranslator';
import { dashboardMessages } from '../messages/dashboardMessages';
import { matchesFileType } from './matchesFileType';
import type { FileLike, ValidationOptions } from './types';

// Raster images only: an SVG attachment could carry script when opened from the server.
const MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
];
const EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'pdf', 'doc', 'docx', 'txt'];

/** The ticket attachment picker's `accept` attribute: images, pdf, doc, docx, txt. */
export const ATTACHMENT_ACCEPT = EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Checks one ticket attachment before upload: an image, pdf, doc, docx or txt file of at most
 * 10 MB (decisions: the limit the hint promises is enforced). Returns the message, or
 * `undefined` when the file may be uploaded.
 *
 * @example validateAttachment({ name: 'big.pdf', type: 'application/pdf', size: 11e6 })
 * // 'big.pdf is larger than 10 MB'
 */
export function validateAttachment(
  file: FileLike,
  options?: ValidationOptions,
): string | undefined {
  const t = createTranslator(dashboardMessages, options?.messages);
  if (!matchesFileType(file, MIME_TYPES, EXTENSIONS)) {
    return t('tickets.attachmentType', { name: file.name });
  }
  if (file.size > ATTACHMENT_MAX_BYTES) return t('tickets.attachmentTooLarge', { name: file.name });
  return undefined;
}
