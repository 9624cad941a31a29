import * as z from 'zod/mini';
import { envelope, optionalBoolean, optionalString, withId } from './common';

/** A real product review (decisions: no invented ratings). */
export const reviewSchema = withId({
  product_id: z.string(),
  rating: z.number(),
  title: optionalString,
  comment: z.string(),
  user: z.nullish(z.object({ name: z.string() })),
  verified_purchase: optionalBoolean,
  createdAt: z.string(),
});
export type Review = z.output<typeof reviewSchema>;

export const reviewListResponseSchema = envelope(z.array(reviewSchema));
export const reviewResponseSchema = envelope(reviewSchema);

export type ReviewListParams = {
  product_id: string;
  page_no?: number;
  per_page?: number;
};

export type { CreateReviewBody } from './requests/supportRequests';
