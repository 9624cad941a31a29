import { BACK_TO_TOP_AFTER_PX } from '@storefront-kit/core';
import { useCallback, useEffect, useState } from 'react';

/** Whether the back-to-top control shows. */
export type BackToTopStatus = 'visible' | 'hidden';

/** Options of {@link useBackToTop}. */
export interface UseBackToTopOptions {
  /** Scroll distance (px) past which the control shows. @default 300 */
  threshold?: number;
}

export interface UseBackToTopResult {
  readonly status: BackToTopStatus;
  /** Scrolls the window to the top: smoothly, or at once under reduced motion. */
  scrollToTop(): void;
}

/**
 * Back to top (spec 1 §2: shown after scrolling past 300 px). Listens to the window's scroll
 * passively and reads the position at most once per animation frame.
 *
 * @example
 * const { status, scrollToTop } = useBackToTop();
 * {status === 'visible' && <button onClick={scrollToTop}>Back to top</button>}
 */
export function useBackToTop(options: UseBackToTopOptions = {}): UseBackToTopResult {
  const { threshold = BACK_TO_TOP_AFTER_PX } = options;
  const [status, setStatus] = useState<BackToTopStatus>('hidden');

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setStatus(window.scrollY > threshold ? 'visible' : 'hidden');
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  const scrollToTop = useCallback(() => {
    const reduce =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, []);

  return { status, scrollToTop };
}
