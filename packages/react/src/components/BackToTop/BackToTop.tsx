import { createTranslator, listingMessages } from '@storefront-kit/core';
import { type ComponentPropsWithoutRef, forwardRef, useContext, useMemo } from 'react';
import { useBackToTop } from '../../hooks/useBackToTop';
import { StorefrontContext } from '../../provider/StorefrontContext';
import { composeEventHandlers, Slot } from '../primitives';

export interface BackToTopProps extends ComponentPropsWithoutRef<'button'> {
  /** Scroll distance (px) past which the control shows. @default 300 */
  threshold?: number;
  /**
   * Keep the control rendered while hidden (for fade animations styled on `data-state`); it is
   * then `aria-hidden` and out of the tab order instead of `hidden`.
   * @default false
   */
  forceMount?: boolean;
  asChild?: boolean;
}

/**
 * The back-to-top control (spec 1 §2: after scrolling past 300 px). Scrolls the window to the
 * top smoothly, or at once under `prefers-reduced-motion: reduce`. Labelled 'Back to top'
 * (override with `aria-label`); `data-state`: 'visible' | 'hidden'.
 *
 * @example <BackToTop className="back-to-top">↑</BackToTop>
 */
export const BackToTop = forwardRef<HTMLButtonElement, BackToTopProps>(function BackToTop(
  { threshold, forceMount = false, asChild = false, ...props },
  ref,
) {
  const { status, scrollToTop } = useBackToTop({ threshold });
  const storefront = useContext(StorefrontContext);
  const overrides = storefront?.messages;
  const t = useMemo(() => createTranslator(listingMessages, overrides), [overrides]);
  const hidden = status === 'hidden';
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-label={t('listing.backToTop')}
      data-state={status}
      hidden={hidden && !forceMount}
      aria-hidden={(hidden && forceMount) || undefined}
      tabIndex={hidden && forceMount ? -1 : undefined}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(props.onClick, scrollToTop)}
    />
  );
});
