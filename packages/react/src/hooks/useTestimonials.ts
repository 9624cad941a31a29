import { CATALOG_STALE_TIME_MS, queryKeys, type Testimonial } from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/**
 * The home page's testimonials (an empty list shows 'No testimonials available at the
 * moment.').
 *
 * @example const testimonials = useTestimonials();
 */
export function useTestimonials(): UseQueryResult<readonly Testimonial[]> {
  const { client } = useStorefront();
  return useQuery(
    queryKeys.testimonials,
    ({ signal }) => client.content.testimonials({ signal }).then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS },
  );
}
