/**
 * Why autoplay is held: the pointer is over the carousel, focus is inside it, the shopper
 * prefers reduced motion, the page is hidden, or the shopper paused it.
 */
export type CarouselPauseReason = 'hover' | 'focus' | 'reduced-motion' | 'hidden' | 'user';

/** The carousel state kept by the reducer (the controller adds the derived status). */
export interface CarouselState {
  /** The active slide, 0-based; 0 when there are no slides. */
  readonly index: number;
  /** Number of slides. */
  readonly count: number;
  /** Next on the last slide goes to the first, previous on the first to the last. */
  readonly wrap: boolean;
  /** Advance by itself every `interval` ms (unless paused). */
  readonly autoplay: boolean;
  /** Autoplay delay in ms. */
  readonly interval: number;
  /** Every reason autoplay is held for; autoplay resumes when the list is empty. */
  readonly pausedBy: readonly CarouselPauseReason[];
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  /** The number of slides changed; the index is kept within it. */
  | { type: 'count'; count: number }
  | { type: 'pause'; reason: CarouselPauseReason }
  | { type: 'resume'; reason: CarouselPauseReason }
  | {
      type: 'configure';
      autoplay?: boolean | undefined;
      wrap?: boolean | undefined;
      interval?: number | undefined;
    };

const toCount = (count: number) => (Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0);

/** The index `target` lands on: wrapped around (modulo) or clamped to the slides. */
function settle(target: number, count: number, wrap: boolean): number {
  if (count <= 0 || !Number.isFinite(target)) return 0;
  const whole = Math.trunc(target);
  return wrap ? ((whole % count) + count) % count : Math.min(Math.max(whole, 0), count - 1);
}

/** Initial state: first slide (or `index`), wrapping autoplay, not paused. */
export function initialCarouselState(
  options: Partial<Omit<CarouselState, 'pausedBy'>> & { interval: number },
): CarouselState {
  const count = toCount(options.count ?? 0);
  return {
    count,
    index: Math.min(Math.max(Math.trunc(options.index ?? 0) || 0, 0), Math.max(count - 1, 0)),
    wrap: options.wrap ?? true,
    autoplay: options.autoplay ?? true,
    interval: options.interval,
    pausedBy: [],
  };
}

const move = (state: CarouselState, target: number, wrap = state.wrap): CarouselState => {
  const index = settle(target, state.count, wrap);
  return index === state.index ? state : { ...state, index };
};

/** Pure transitions of a carousel; the autoplay timer lives in the controller. */
export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return move(state, state.index + 1);
    case 'prev':
      return move(state, state.index - 1);
    case 'goTo':
      // An explicit index never wraps: a dot past the end means the last slide.
      return move(state, action.index, false);
    case 'count': {
      const count = toCount(action.count);
      if (count === state.count) return state;
      return { ...state, count, index: Math.min(state.index, Math.max(count - 1, 0)) };
    }
    case 'pause':
      return state.pausedBy.includes(action.reason)
        ? state
        : { ...state, pausedBy: [...state.pausedBy, action.reason] };
    case 'resume':
      return state.pausedBy.includes(action.reason)
        ? { ...state, pausedBy: state.pausedBy.filter((reason) => reason !== action.reason) }
        : state;
    case 'configure': {
      const autoplay = action.autoplay ?? state.autoplay;
      const wrap = action.wrap ?? state.wrap;
      const interval =
        action.interval !== undefined && action.interval > 0 ? action.interval : state.interval;
      return autoplay === state.autoplay && wrap === state.wrap && interval === state.interval
        ? state
        : { ...state, autoplay, wrap, interval };
    }
    default:
      return action satisfies never;
  }
}
