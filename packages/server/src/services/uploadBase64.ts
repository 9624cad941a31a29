const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The base64 payload of an upload: the string itself, or the part after a `data:` URL prefix. */
export const uploadBase64Payload = (data: string) => data.replace(DATA_URL_PREFIX, '');

/** Bytes a base64 string decodes to, from its length alone (no decoding). */
export function uploadBase64Size(payload: string): number {
  let length = payload.length;
  while (length > 0 && payload[length - 1] === '=') length -= 1;
  return Math.floor((length * 3) / 4);
}

/** Standard base64 (RFC 4648 §4), padded, or unpadded with a possible length. */
export function isUploadBase64(payload: string): boolean {
  if (!BASE64.test(payload)) return false;
  return payload.endsWith('=') ? payload.length % 4 === 0 : payload.length % 4 !== 1;
}
