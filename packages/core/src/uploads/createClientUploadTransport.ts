import type { AuthApi } from '../api/authApi';
import type { UploadTransport } from './UploadTransport';

/**
 * An upload transport over the API client (ky and `fetch`), for environments without
 * `XMLHttpRequest`. `fetch` reports no upload progress: it goes from 0 straight to 1.
 *
 * @example const transport = createClientUploadTransport(storefront.client);
 */
export function createClientUploadTransport(client: {
  readonly auth: Pick<AuthApi, 'upload'>;
}): UploadTransport {
  return {
    async upload(body, options) {
      options?.onProgress?.(0);
      const answer = await client.auth.upload(body, { signal: options?.signal });
      options?.onProgress?.(1);
      return answer.data.url;
    },
  };
}
