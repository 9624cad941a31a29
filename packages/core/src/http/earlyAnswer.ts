import type * as z from 'zod/mini';
import { StorefrontError } from '../errors/StorefrontError';
import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import type { ClientOptions } from './createHttp';
import { readAnswer } from './readAnswer';

/**
 * Reads an answer fetched ahead for `GET {path}` (`ClientOptions.preloaded`) as the transport
 * would read its own: a 2xx is checked against `schema` (a body of the wrong shape rejects with
 * the transport's `ResponseValidationError`, told to `onRequestError`); an answer that is not a
 * success, an early request that failed, or a body that could not be read are left to
 * `viaTransport`, which asks again and reports as usual. Loaded
 * by `createLazyHttp` on the first such answer: it carries no transport.
 */
export function readEarly<S extends z.core.$ZodType>(
  ahead: Promise<Response>,
  path: string,
  schema: S,
  signal: AbortSignal | undefined,
  options: Pick<ClientOptions, 'messages' | 'onRequestError'>,
  viaTransport: () => Promise<z.output<S>>,
): Promise<z.output<S>> {
  const t = createTranslator(apiMessages, options.messages);
  return ahead.then(
    (response) => {
      if (!response.ok) return viaTransport();
      return readAnswer(response, `GET ${path}`, schema, t).then(
        (data) => {
          signal?.throwIfAborted();
          return data;
        },
        (error: unknown) => {
          // Not of the schema's shape: what the transport would say of the same answer.
          if (!(error instanceof StorefrontError)) return viaTransport();
          options.onRequestError?.(error);
          throw error;
        },
      );
    },
    () => viaTransport(),
  );
}
