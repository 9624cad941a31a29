import { NetworkError } from '../errors/NetworkError';
import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { ClientOptions, Http } from './createHttp';

/**
 * Loads code on first use, once; a load that fails (the page went offline) rejects with a
 * `NetworkError` ('Network Error: …', which `faultMessage` tells as 'Cannot reach the shop…')
 * and is tried again on the next call.
 */
export function onDemand<T>(
  load: () => Promise<T>,
  messages?: MessageOverrides,
  onError?: (error: unknown) => void,
): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      const message = error instanceof Error ? error.message : String(error);
      const failure = new NetworkError(
        createTranslator(apiMessages, messages)('api.network', { message }),
        { cause: error },
      );
      onError?.(failure);
      throw failure;
    }));
}

/** The transport's code (ky, zod's parser): what `createLazyHttp` loads with the first request. */
export const loadTransport = () => import('./createHttp');

/**
 * `createHttp`'s transport, whose code (ky and zod's parser) loads with the first request
 * instead of with the page: what `composeStorefront` builds on, so a page whose widgets have
 * not asked the API anything yet has not downloaded the code that would. A GET whose answer
 * `options.preloaded` holds (a 2xx) is read without the transport: only the schema check loads.
 */
export function createLazyHttp(options: ClientOptions): Http {
  const http = onDemand(
    () => loadTransport().then((module) => module.createHttp(options)),
    options.messages,
    options.onRequestError,
  );
  const early = onDemand(() => import('./earlyAnswer'), options.messages, options.onRequestError);
  return {
    get: (path, schema, query, requestOptions) => {
      const viaTransport = () =>
        http().then((transport) => transport.get(path, schema, query, requestOptions));
      const ahead =
        query === undefined && !requestOptions?.token
          ? options.preloaded?.(`${options.baseUrl.replace(/\/+$/, '')}/${path}`)
          : undefined;
      return ahead
        ? early().then(({ readEarly }) =>
            readEarly(ahead, path, schema, requestOptions?.signal, options, viaTransport),
          )
        : viaTransport();
    },
    post: (path, schema, body, requestOptions) =>
      http().then((transport) => transport.post(path, schema, body, requestOptions)),
    delete: (path, schema, requestOptions) =>
      http().then((transport) => transport.delete(path, schema, requestOptions)),
  };
}
