import type { Http, RequestOptions } from '../http/createHttp';
import type { PageParams } from '../schemas/common';
import {
  type CreateQuoteBody,
  quoteListResponseSchema,
  quoteResponseSchema,
} from '../schemas/quotes';

/** Quote requests for products without a price. */
export function quotesApi(http: Http) {
  return {
    /** `POST /quote-request/create`. */
    create: (body: CreateQuoteBody, options?: RequestOptions) =>
      http.post('quote-request/create', quoteResponseSchema, body, options),
    /** `GET /quote-requests/web/list`: the signed-in user's requests. */
    list: (params?: PageParams, options?: RequestOptions) =>
      http.get('quote-requests/web/list', quoteListResponseSchema, params, options),
    /** `GET /quote-requests/get/{id}`. */
    get: (id: string, options?: RequestOptions) =>
      http.get(
        `quote-requests/get/${encodeURIComponent(id)}`,
        quoteResponseSchema,
        undefined,
        options,
      ),
  };
}
export type QuotesApi = ReturnType<typeof quotesApi>;
