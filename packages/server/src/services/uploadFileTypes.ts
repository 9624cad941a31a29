import { ATTACHMENT_MAX_BYTES, PROFILE_IMAGE_MAX_BYTES } from '@storefront-kit/core';

/** A kind of file the server accepts, recognised by its magic bytes. */
export interface UploadFileType {
  /** The Content-Type it is stored and served with. */
  readonly contentType: string;
  /** MIME types a client may declare for it (`application/octet-stream` is always allowed). */
  readonly declared: readonly string[];
  readonly extensions: readonly string[];
  /** Largest accepted size in bytes. */
  readonly maxBytes: number;
  /** Whether the bytes are really of this type. */
  matches(bytes: Uint8Array): boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const ZIP = ascii('PK\u0003\u0004');
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/** A ZIP archive whose central directory lists a `word/` entry: a Word (.docx) document. */
function isDocx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  for (let i = 0; i < count && at + 46 <= end; i += 1) {
    if (view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return false;
    const nameLength = view.getUint16(at + 28, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (name.startsWith('word/')) return true;
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return false;
}

/** UTF-8 text without NUL bytes. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const image = (
  contentType: string,
  extensions: string[],
  matches: (bytes: Uint8Array) => boolean,
  declared: string[] = [contentType],
): UploadFileType => ({
  contentType,
  declared,
  extensions,
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  matches,
});

/**
 * Every accepted type: the profile image's (JPEG, PNG, GIF, WebP) and the ticket attachment
 * picker's (those, BMP, PDF, DOC, DOCX, TXT; core's `validateAttachment`). Script-capable
 * types (SVG, HTML) are deliberately absent.
 */
export const UPLOAD_FILE_TYPES: readonly UploadFileType[] = [
  image('image/jpeg', ['jpg', 'jpeg'], (b) => startsWith(b, [0xff, 0xd8, 0xff]), [
    'image/jpeg',
    'image/jpg',
    'image/pjpeg',
  ]),
  image('image/png', ['png'], (b) => startsWith(b, [0x89, ...ascii('PNG\r\n\u001a\n')])),
  image(
    'image/gif',
    ['gif'],
    (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  ),
  image(
    'image/webp',
    ['webp'],
    (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  ),
  image('image/bmp', ['bmp'], (b) => startsWith(b, ascii('BM')) && b.length > 26, [
    'image/bmp',
    'image/x-ms-bmp',
  ]),
  {
    contentType: 'application/pdf',
    declared: ['application/pdf'],
    extensions: ['pdf'],
    maxBytes: ATTACHMENT_MAX_BYTES,
    matches: (b) => startsWith(b, ascii('%PDF-')),
  },
  {
    contentType: 'application/msword',
    declared: ['application/msword'],
    extensions: ['doc'],
    maxBytes: ATTACHMENT_MAX_BYTES,
    matches: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    extensions: ['docx'],
    maxBytes: ATTACHMENT_MAX_BYTES,
    matches: isDocx,
  },
  {
    contentType: 'text/plain; charset=utf-8',
    declared: ['text/plain'],
    extensions: ['txt'],
    maxBytes: ATTACHMENT_MAX_BYTES,
    matches: isText,
  },
];

/** An extension as stored: lower case, without a leading dot (`.JPG` → `jpg`). */
export const uploadExtension = (extension: string) =>
  extension.trim().toLowerCase().replace(/^\./, '');

/**
 * The accepted type a declared MIME type and extension name, or undefined when the extension
 * is not accepted or the two disagree. A generic `application/octet-stream` (browsers send it
 * for .docx without Office) is judged by the extension alone.
 */
export function uploadFileType(filetype: string, extension: string): UploadFileType | undefined {
  const declared = filetype.split(';')[0]?.trim().toLowerCase() ?? '';
  const ext = uploadExtension(extension);
  const type = UPLOAD_FILE_TYPES.find((candidate) => candidate.extensions.includes(ext));
  if (!type) return undefined;
  return declared === 'application/octet-stream' || type.declared.includes(declared)
    ? type
    : undefined;
}

/** Images and PDFs open in the browser; anything else downloads. */
export const uploadDisposition = (contentType: string): 'inline' | 'attachment' =>
  contentType.startsWith('image/') || contentType === 'application/pdf' ? 'inline' : 'attachment';
