import { createTranslator, type productMessages } from '@storefront-kit/core';
import { type ComponentPropsWithoutRef, forwardRef, useContext, useMemo } from 'react';
import { StorefrontContext } from '../../provider/StorefrontContext';

/** The two strings a rating says (core's `productMessages`), so it carries no whole catalogue. */
const strings = {
  'product.rated': 'Rated {rating} out of {max}',
  'product.ratedFrom': 'Rated {rating} out of {max} from {count} reviews',
} as const satisfies Partial<typeof productMessages>;

export interface RatingProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Average of real reviews (1..5), or null/undefined when the product has none. */
  value: number | null | undefined;
  /** Number of reviews behind the average. */
  count?: number;
  /** @default 5 */
  max?: number;
  /**
   * Renders each star; receives its fill: 'full', 'half' or 'empty'.
   * @default '★' (full), '☆' (empty), and for a half a '☆' with the first (left) half of a '★' over it
   */
  renderStar?: (fill: 'full' | 'half' | 'empty', index: number) => React.ReactNode;
}

/** The half star's box: the outline glyph, and over it the filled glyph cut at half its width. */
const HALF_BOX = { position: 'relative', display: 'inline-block' } as const;
const HALF_FILL = {
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '50%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
} as const;

/**
 * The text stars. A half is drawn as half (4.5 must not look like 5): an outline star with
 * the first half of a filled one laid over it, the only styles the component sets.
 */
function DefaultStar({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  if (fill !== 'half') return fill === 'full' ? '★' : '☆';
  return (
    <span style={HALF_BOX}>
      ☆<span style={HALF_FILL}>★</span>
    </span>
  );
}

/**
 * A star rating display (spec: 5 stars, one decimal). decisions.md: only real ratings — with no
 * reviews it renders nothing. Unstyled but for the half star's clip; `data-state` is 'rated',
 * each star has `data-fill`. Its label ('Rated 4.5 out of 5 from 7 reviews') follows the
 * provider's message overrides (`product.rated`, `product.ratedFrom`); outside a provider it
 * is English.
 */
export const Rating = forwardRef<HTMLSpanElement, RatingProps>(function Rating(
  { value, count, max = 5, renderStar, ...props },
  ref,
) {
  const overrides = useContext(StorefrontContext)?.messages;
  const t = useMemo(() => createTranslator(strings, overrides), [overrides]);
  if (value === null || value === undefined || !(count === undefined || count > 0)) return null;
  const rounded = Math.floor(value * 10) / 10;
  const rating = rounded.toFixed(1);
  const label = count
    ? t('product.ratedFrom', { rating, max, count })
    : t('product.rated', { rating, max });
  return (
    <span ref={ref} role="img" aria-label={label} data-state="rated" {...props}>
      {Array.from({ length: max }, (_, i) => i + 1).map((star) => {
        const fill = rounded >= star ? 'full' : rounded >= star - 0.5 ? 'half' : 'empty';
        return (
          <span key={star} aria-hidden="true" data-fill={fill}>
            {renderStar ? renderStar(fill, star - 1) : <DefaultStar fill={fill} />}
          </span>
        );
      })}
    </span>
  );
});
