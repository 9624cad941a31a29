import { PROFILE_IMAGE_MAX_BYTES } from '../constants';
import { createTranslator } from '../messages/createTranslator';
import { dashboardMessages } from '../messages/dashboardMessages';
import { matchesFileType } from './matchesFileType';
import type { FileLike, ValidationOptions } from './types';

const MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'];
const EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'];

/**
 * Checks a new profile picture (spec 2 §5): JPEG, PNG, GIF or WebP, at most 5 MB. Returns the
 * spec's message, or `undefined` when the file may be uploaded.
 *
 * @example validateProfileImage(file) // 'Image size should be less than 5MB' for a 6 MB photo
 */
export function validateProfileImage(
  file: FileLike,
  options?: ValidationOptions,
): string | undefined {
  const t = createTranslator(dashboardMessages, options?.messages);
  if (!matchesFileType(file, MIME_TYPES, EXTENSIONS)) return t('profile.imageType');
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return t('profile.imageSize');
  return undefined;
}
