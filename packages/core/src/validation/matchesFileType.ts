import type { FileLike } from './types';

/**
 * Whether a file is of an accepted kind. The MIME type decides when the browser gives one;
 * files it does not recognise ('' or the generic 'application/octet-stream', common for
 * .docx on machines without Office) are judged by their extension instead.
 * Internal helper of the file validators.
 */
export function matchesFileType(
  file: FileLike,
  mimeTypes: readonly string[],
  extensions: readonly string[],
): boolean {
  const type = file.type.toLowerCase();
  if (type && type !== 'application/octet-stream') return mimeTypes.includes(type);
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return extension !== undefined && extensions.includes(extension);
}
