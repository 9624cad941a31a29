import { createTranslator } from '../messages/createTranslator';
import { dashboardMessages } from '../messages/dashboardMessages';
import type { FieldErrors, ValidationOptions } from './types';

/** The write-a-review form; the rating is 0 (or absent) until a star is chosen. */
export interface ReviewFormValues {
  readonly rating: number | undefined;
  readonly comment: string;
}

/** Review rules: a whole-star rating from 1 to 5, and a comment. */
export function validateReview(
  values: ReviewFormValues,
  options?: ValidationOptions,
): FieldErrors<keyof ReviewFormValues> {
  const t = createTranslator(dashboardMessages, options?.messages);
  const errors: FieldErrors<keyof ReviewFormValues> = {};
  const { rating } = values;
  if (rating === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    errors.rating = t('reviews.ratingRequired');
  }
  if (!values.comment.trim()) errors.comment = t('reviews.commentRequired');
  return errors;
}
