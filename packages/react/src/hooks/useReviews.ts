import { useSignals } from '@preact/signals-react/runtime';
import {
  createMutation,
  dashboardMessages,
  type MutationResult,
  type MutationState,
  type PageParams,
  type Pagination,
  queryKeys,
  type Review,
  type ReviewFormValues,
  validateReview,
} from '@storefront-kit/core';
import { useEffect, useMemo } from 'react';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';
import { useTranslator } from './useTranslator';

/** One page of a product's reviews, newest first. */
export interface ReviewsPage {
  readonly items: readonly Review[];
  readonly pagination: Pagination | undefined;
}

/** The write-a-review form: a rating of 1 to 5 stars, a comment, an optional title. */
export interface ReviewSubmission extends ReviewFormValues {
  readonly title?: string;
}

/** A field of the review form that validation may flag. */
export type ReviewField = keyof ReviewFormValues;

/** The reviews list (a query result) plus the review form's submission. */
export type UseReviewsResult = UseQueryResult<ReviewsPage> & {
  /** The form's state: `invalid` with `fieldErrors`, `pending`, `success`, `error`. */
  readonly submission: MutationState<Review, ReviewField>;
  /**
   * Validates ('Please choose a rating from 1 to 5', 'Please write a few words about the
   * product'), publishes the review, then refreshes the list, the product's rating and the
   * reward points before resolving. Only a customer who bought the product may review it
   * (the server's 403 message is the error's). Never rejects.
   */
  submit(values: ReviewSubmission): Promise<MutationResult<Review, ReviewField>>;
  /** Clears the form's state (e.g. when it is closed). */
  resetSubmission(): void;
};

/**
 * The Reviews tab of a product: real reviews (decisions.md), and the form to write one.
 * Without a product id nothing is fetched.
 *
 * @example
 * const reviews = useReviews(product.id);
 * const result = await reviews.submit({ rating: 5, comment: 'Switches cleanly at 24 V' });
 * if (result.status === 'invalid') show(result.fieldErrors);
 */
export function useReviews(
  productId: string | undefined,
  params: PageParams = {},
): UseReviewsResult {
  useSignals();
  const { client, queries, messages } = useStorefront();
  const t = useTranslator(dashboardMessages);
  const list = useQuery(
    queryKeys.reviews(productId ?? '', params),
    ({ signal }) =>
      client.reviews
        .list({ product_id: productId ?? '', ...params }, { signal })
        .then(
          (answer): ReviewsPage => ({ items: answer.data, pagination: answer.meta.pagination }),
        ),
    { enabled: Boolean(productId), errorMessage: t('reviews.loadFailed') },
  );
  const submitFailed = t('reviews.submitFailed');
  const mutation = useMemo(
    () =>
      createMutation<ReviewSubmission, Review, ReviewField>({
        mutate: (values, { signal }) =>
          client.reviews
            .create(
              {
                product_id: productId ?? '',
                rating: values.rating ?? 0,
                comment: values.comment.trim(),
                title: values.title?.trim() || undefined,
              },
              { signal },
            )
            .then((answer) => answer.data),
        validate: (values) => validateReview(values, { messages }),
        cache: queries,
        // The product's rating and review count change, and the review earns reward points.
        invalidates: (review) => [
          queryKeys.reviews(review.product_id),
          queryKeys.product(review.product_id),
          queryKeys.rewards,
        ],
        errorMessage: submitFailed,
        messages,
      }),
    [client, queries, messages, productId, submitFailed],
  );
  useEffect(() => () => mutation.dispose(), [mutation]);
  const submission = mutation.state.value;
  return useMemo(
    () => ({
      ...list,
      submission,
      submit: mutation.mutate,
      resetSubmission: mutation.reset,
    }),
    [list, submission, mutation],
  );
}
