import { type ComponentPropsWithoutRef, forwardRef } from 'react';

export interface RatingProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Average of real reviews (1..5), or null/undefined when the product has none. */
  value: number | null | undefined;
  /** Number of reviews behind the average. */
  count?: number;
  /** @default 5 */
  max?: number;
  /** Renders each star; receives its fill: 'full', 'half' or 'empty'. @default '★'/'☆' text */
  renderStar?: (fill: 'full' | 'half' | 'empty', index: number) => React.ReactNode;
}

/**
 * A star rating display (spec: 5 stars, one decimal). decisions.md: only real ratings — with no
 * reviews it renders nothing. Unstyled; `data-state` is 'rated', each star has `data-fill`.
 */
export const Rating = forwardRef<HTMLSpanElement, RatingProps>(function Rating(
  { value, count, max = 5, renderStar, ...props },
  ref,
) {
  if (value === null || value === undefined || !(count === undefined || count > 0)) return null;
  const rounded = Math.floor(value * 10) / 10;
  const label = `Rated ${rounded.toFixed(1)} out of ${max}${count ? ` from ${count} reviews` : ''}`;
  return (
    <span ref={ref} role="img" aria-label={label} data-state="rated" {...props}>
      {Array.from({ length: max }, (_, i) => i + 1).map((star) => {
        const fill = rounded >= star ? 'full' : rounded >= star - 0.5 ? 'half' : 'empty';
        return (
          <span key={star} aria-hidden="true" data-fill={fill}>
            {renderStar ? renderStar(fill, star - 1) : fill === 'empty' ? '☆' : '★'}
          </span>
        );
      })}
    </span>
  );
});
