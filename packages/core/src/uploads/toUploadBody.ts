import type { UploadBody } from '../schemas/auth';
import type { FileLike } from '../validation/types';

const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

const CONTROL = /\p{Cc}/gu;

/**
 * The `POST /auth/upload` body of a file: its base64 data, MIME type (the generic
 * 'application/octet-stream' when the browser gives none), extension (from the name, else
 * from the type) and its name, which the server keeps (cleaned) to show with the file.
 *
 * @example toUploadBody({ name: 'Wiring.PDF', type: 'application/pdf', size: 9 }, 'JVBERi0=')
 * // { data: 'JVBERi0=', filetype: 'application/pdf', extension: 'pdf', filename: 'Wiring.PDF' }
 */
export function toUploadBody(file: FileLike, data: string): UploadBody {
  const fromName = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const type = file.type.toLowerCase();
  // Without control characters (the server refuses a body holding them) and within the
  // schema's limit; the server cleans and shortens it further, keeping the extension.
  const name = file.name.replace(CONTROL, '').slice(0, 1000);
  return {
    data,
    filetype: type || 'application/octet-stream',
    extension: fromName ?? EXTENSION_OF_TYPE[type] ?? 'bin',
    ...(name ? { filename: name } : {}),
  };
}
