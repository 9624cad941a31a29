import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { BANNER_INTERVAL_MS } from '../constants';
import {
  type CarouselAction,
  type CarouselPauseReason,
  type CarouselState,
  carouselReducer,
  initialCarouselState,
} from './carouselReducer';
import { systemTimers, type Timers } from './timers';

/**
 * Whether the carousel advances by itself: `playing`, `paused` (held for at least one
 * reason), or `idle` (autoplay off, 1 slide or fewer, or the last slide without wrap-around).
 */
export type CarouselStatus = 'playing' | 'paused' | 'idle';

/** The carousel state with its derived status and arrow availability. */
export interface CarouselView extends CarouselState {
  readonly status: CarouselStatus;
  /** The previous arrow works (more than one slide; not on the first without wrap-around). */
  readonly canPrev: boolean;
  /** The next arrow works (more than one slide; not on the last without wrap-around). */
  readonly canNext: boolean;
}

/** Options of {@link createCarouselController}. */
export interface CarouselControllerOptions {
  /** Number of slides (change it later with `setCount`). */
  count: number;
  /** Autoplay delay in ms: 5000 for the banner, `TESTIMONIAL_INTERVAL_MS` (6000) for testimonials. @default 5000 */
  interval?: number;
  /** Advance by itself. @default true */
  autoplay?: boolean;
  /** Wrap from the last slide to the first and back. @default true */
  wrap?: boolean;
  /** The slide shown first. @default 0 */
  initialIndex?: number;
  /** Timer functions (tests may inject their own). @default the global timers */
  timers?: Timers;
}

/** The framework-free carousel: index, wrap-around, autoplay with pause reasons. */
export interface CarouselController {
  readonly state: ReadonlySignal<CarouselView>;
  next(): void;
  prev(): void;
  /** Shows slide `index` (clamped to the slides, never wrapped). */
  goTo(index: number): void;
  setCount(count: number): void;
  /** Holds autoplay for `reason` until `resume(reason)`; reasons add up. */
  pause(reason: CarouselPauseReason): void;
  resume(reason: CarouselPauseReason): void;
  /** Changes autoplay, wrap-around or the interval; unset fields stay. */
  configure(options: { autoplay?: boolean; wrap?: boolean; interval?: number }): void;
  /**
   * Clears the autoplay timer. The controller stays usable: the next command schedules again
   * (so a React StrictMode remount keeps working).
   */
  dispose(): void;
}

/** The derived status and arrows of a carousel state. */
function viewOf(state: CarouselState): CarouselView {
  const { index, count, wrap } = state;
  const several = count > 1;
  const atEnd = index >= count - 1;
  return {
    ...state,
    status:
      !state.autoplay || !several || (!wrap && atEnd)
        ? 'idle'
        : state.pausedBy.length
          ? 'paused'
          : 'playing',
    canPrev: several && (wrap || index > 0),
    canNext: several && (wrap || !atEnd),
  };
}

/**
 * Creates a carousel controller (spec 1 §2: the banner advances every 5 s, testimonials every
 * 6 s, the index wraps, arrows are disabled with 1 or fewer items). Any change of state —
 * a move, a pause, a resume — restarts the full interval, so a slide the shopper just chose
 * stays up for the whole delay.
 *
 * @example
 * const carousel = createCarouselController({ count: banners.length });
 * carousel.state.subscribe(({ index }) => show(index));
 * element.addEventListener('mouseenter', () => carousel.pause('hover'));
 * element.addEventListener('mouseleave', () => carousel.resume('hover'));
 */
export function createCarouselController(options: CarouselControllerOptions): CarouselController {
  const timers = options.timers ?? systemTimers;
  const raw = signal(
    initialCarouselState({
      count: options.count,
      index: options.initialIndex ?? 0,
      wrap: options.wrap ?? true,
      autoplay: options.autoplay ?? true,
      interval:
        options.interval !== undefined && options.interval > 0
          ? options.interval
          : BANNER_INTERVAL_MS,
    }),
  );
  const state = computed(() => viewOf(raw.value));
  let timer: unknown;

  const clear = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  const tick = () => {
    timer = undefined;
    dispatch({ type: 'next' });
  };
  // The timer follows the state: any change restarts it; a no-op command re-arms a cleared one.
  const sync = (changed: boolean) => {
    const { status, interval } = state.peek();
    if (status !== 'playing') clear();
    else if (changed || timer === undefined) {
      clear();
      timer = timers.setTimeout(tick, interval);
    }
  };
  const dispatch = (action: CarouselAction) => {
    const previous = raw.peek();
    const next = carouselReducer(previous, action);
    raw.value = next;
    sync(next !== previous);
  };
  sync(true);

  return {
    state,
    next: () => dispatch({ type: 'next' }),
    prev: () => dispatch({ type: 'prev' }),
    goTo: (index) => dispatch({ type: 'goTo', index }),
    setCount: (count) => dispatch({ type: 'count', count }),
    pause: (reason) => dispatch({ type: 'pause', reason }),
    resume: (reason) => dispatch({ type: 'resume', reason }),
    configure: (settings) => dispatch({ type: 'configure', ...settings }),
    dispose: clear,
  };
}
