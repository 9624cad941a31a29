import type { AuthApi } from '../api/authApi';
import { createClientUploadTransport } from './createClientUploadTransport';
import {
  createXhrUploadTransport,
  type XhrConstructor,
  type XhrUploadTransportOptions,
} from './createXhrUploadTransport';
import type { UploadTransport } from './UploadTransport';

/** Options of `createUploadTransport`. */
export interface UploadTransportOptions extends Omit<XhrUploadTransportOptions, 'XMLHttpRequest'> {
  /** The API client: the transport where `XMLHttpRequest` does not exist. */
  client: { readonly auth: Pick<AuthApi, 'upload'> };
  /**
   * The `XMLHttpRequest` to send with; `null` always uses the client (e.g. when the
   * embedder routes requests through a custom `fetch`).
   * @default globalThis.XMLHttpRequest
   */
  XMLHttpRequest?: XhrConstructor | null;
}

/**
 * The best upload transport of the environment: `XMLHttpRequest` with real upload progress
 * in browsers, else the API client (progress 0 → 1).
 *
 * @example
 * const transport = createUploadTransport({ baseUrl, getToken: session.token, client });
 */
export function createUploadTransport(options: UploadTransportOptions): UploadTransport {
  const Xhr =
    options.XMLHttpRequest === undefined
      ? ((globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest as XhrConstructor | undefined)
      : options.XMLHttpRequest;
  if (!Xhr) return createClientUploadTransport(options.client);
  return createXhrUploadTransport({ ...options, XMLHttpRequest: Xhr });
}
