import type { UploadTransportOptions } from './createUploadTransport';
import type { UploadTransport } from './UploadTransport';

/**
 * {@link createUploadTransport}'s transport, loaded on the first upload: a page that never sends
 * a file (most of them) never downloads the transport. A failed load rejects that upload and is
 * tried again on the next one.
 *
 * @example
 * const uploads = createLazyUploadTransport({ client, baseUrl, getToken: session.token });
 * const url = await uploads.upload(body); // loads the transport, then sends
 */
export function createLazyUploadTransport(options: UploadTransportOptions): UploadTransport {
  let transport: Promise<UploadTransport> | undefined;
  return {
    upload(body, requestOptions) {
      transport ??= import('./createUploadTransport').then(
        (module) => module.createUploadTransport(options),
        (error: unknown) => {
          transport = undefined;
          throw error;
        },
      );
      return transport.then((loaded) => loaded.upload(body, requestOptions));
    },
  };
}
