import { useSignals } from '@preact/signals-react/runtime';
import {
  BANNER_INTERVAL_MS,
  type CarouselControllerOptions,
  type CarouselPauseReason,
  type CarouselView,
  createCarouselController,
} from '@storefront-kit/core';
import { useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Options of {@link useCarousel}. */
export interface UseCarouselOptions extends Omit<CarouselControllerOptions, 'initialIndex'> {
  /** The slide shown first (read once). @default 0 */
  defaultIndex?: number;
  /** Hold autoplay while the shopper prefers reduced motion. @default true */
  respectReducedMotion?: boolean;
  /** Hold autoplay while the page is hidden (another tab). @default true */
  pauseWhenHidden?: boolean;
}

/** The carousel's state and commands. */
export interface UseCarouselResult extends CarouselView {
  next(): void;
  prev(): void;
  goTo(index: number): void;
  pause(reason: CarouselPauseReason): void;
  resume(reason: CarouselPauseReason): void;
}

/**
 * Binds a core carousel controller to a component: created once, kept in step with `count`,
 * `interval`, `autoplay` and `wrap`, held under `prefers-reduced-motion: reduce` and while the
 * page is hidden, and disposed on unmount.
 *
 * @example
 * const carousel = useCarousel({ count: testimonials.length, interval: TESTIMONIAL_INTERVAL_MS });
 * <button disabled={!carousel.canNext} onClick={carousel.next}>Next</button>
 */
export function useCarousel(options: UseCarouselOptions): UseCarouselResult {
  useSignals();
  const {
    count,
    interval = BANNER_INTERVAL_MS,
    autoplay = true,
    wrap = true,
    respectReducedMotion = true,
    pauseWhenHidden = true,
  } = options;
  const [carousel] = useState(() =>
    createCarouselController({ ...options, initialIndex: options.defaultIndex ?? 0 }),
  );

  useEffect(() => {
    carousel.setCount(count);
    carousel.configure({ autoplay, wrap, interval });
  }, [carousel, count, autoplay, wrap, interval]);

  useEffect(() => () => carousel.dispose(), [carousel]);

  useEffect(() => {
    const query =
      respectReducedMotion && typeof window.matchMedia === 'function'
        ? window.matchMedia(REDUCED_MOTION)
        : null;
    const apply = () => {
      if (query?.matches) carousel.pause('reduced-motion');
      else carousel.resume('reduced-motion');
    };
    apply();
    query?.addEventListener('change', apply);
    return () => query?.removeEventListener('change', apply);
  }, [carousel, respectReducedMotion]);

  useEffect(() => {
    const apply = () => {
      if (pauseWhenHidden && document.visibilityState === 'hidden') carousel.pause('hidden');
      else carousel.resume('hidden');
    };
    apply();
    document.addEventListener('visibilitychange', apply);
    return () => document.removeEventListener('visibilitychange', apply);
  }, [carousel, pauseWhenHidden]);

  return {
    ...carousel.state.value,
    next: carousel.next,
    prev: carousel.prev,
    goTo: carousel.goTo,
    pause: carousel.pause,
    resume: carousel.resume,
  };
}
