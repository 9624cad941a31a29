import type { Http, RequestOptions } from '../http/createHttp';
import {
  type CreateReviewBody,
  type ReviewListParams,
  reviewListResponseSchema,
  reviewResponseSchema,
} from '../schemas/reviews';

/** Real product reviews (decisions.md). */
export function reviewsApi(http: Http) {
  return {
    /** `GET /reviews/web/list/?product_id=…`. */
    list: (params: ReviewListParams, options?: RequestOptions) =>
      http.get('reviews/web/list/', reviewListResponseSchema, { ...params }, options),
    /** `POST /reviews/create`: only a customer who bought the product may review it. */
    create: (body: CreateReviewBody, options?: RequestOptions) =>
      http.post('reviews/create', reviewResponseSchema, body, options),
  };
}
export type ReviewsApi = ReturnType<typeof reviewsApi>;
