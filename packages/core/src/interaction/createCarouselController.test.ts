import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_INTERVAL_MS, TESTIMONIAL_INTERVAL_MS } from '../constants';
import { createCarouselController } from './createCarouselController';
import type { Timers } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createCarouselController', () => {
  it('auto-advances every 5 s by default and wraps around', () => {
    const carousel = createCarouselController({ count: 3 });
    expect(carousel.state.value).toMatchObject({ index: 0, status: 'playing', interval: 5000 });
    vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1);
    expect(carousel.state.value.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.state.value.index).toBe(1);
    vi.advanceTimersByTime(BANNER_INTERVAL_MS * 2);
    expect(carousel.state.value.index).toBe(0);
    carousel.dispose();
  });

  it('uses the given interval (testimonials: 6 s)', () => {
    const carousel = createCarouselController({ count: 2, interval: TESTIMONIAL_INTERVAL_MS });
    vi.advanceTimersByTime(5000);
    expect(carousel.state.value.index).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(carousel.state.value.index).toBe(1);
    carousel.dispose();
  });

  it('falls back to 5 s for a non-positive interval', () => {
    const carousel = createCarouselController({ count: 2, interval: 0 });
    expect(carousel.state.value.interval).toBe(BANNER_INTERVAL_MS);
    carousel.dispose();
  });

  it('disables the arrows and autoplay with 1 slide or fewer', () => {
    for (const count of [0, 1]) {
      const carousel = createCarouselController({ count });
      expect(carousel.state.value).toMatchObject({
        status: 'idle',
        canPrev: false,
        canNext: false,
      });
      vi.advanceTimersByTime(20_000);
      expect(carousel.state.value.index).toBe(0);
      carousel.dispose();
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the full interval after a manual move', () => {
    const carousel = createCarouselController({ count: 4 });
    vi.advanceTimersByTime(4000);
    carousel.goTo(2);
    vi.advanceTimersByTime(4000);
    expect(carousel.state.value.index).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(carousel.state.value.index).toBe(3);
    carousel.prev();
    expect(carousel.state.value.index).toBe(2);
    carousel.next();
    expect(carousel.state.value.index).toBe(3);
    carousel.dispose();
  });

  it('holds autoplay while any pause reason remains, then resumes with a full interval', () => {
    const carousel = createCarouselController({ count: 3 });
    carousel.pause('hover');
    carousel.pause('focus');
    expect(carousel.state.value.status).toBe('paused');
    vi.advanceTimersByTime(20_000);
    expect(carousel.state.value.index).toBe(0);
    carousel.resume('hover');
    vi.advanceTimersByTime(20_000);
    expect(carousel.state.value.index).toBe(0);
    carousel.resume('focus');
    expect(carousel.state.value.status).toBe('playing');
    vi.advanceTimersByTime(4999);
    expect(carousel.state.value.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.state.value.index).toBe(1);
    carousel.dispose();
  });

  it('stays on the last slide without wrap-around and reports idle there', () => {
    const carousel = createCarouselController({ count: 2, wrap: false });
    expect(carousel.state.value).toMatchObject({ canPrev: false, canNext: true });
    vi.advanceTimersByTime(5000);
    expect(carousel.state.value).toMatchObject({
      index: 1,
      status: 'idle',
      canPrev: true,
      canNext: false,
    });
    expect(vi.getTimerCount()).toBe(0);
    carousel.dispose();
  });

  it('starts and stops with configure and with a new count', () => {
    const carousel = createCarouselController({ count: 1, autoplay: false, initialIndex: 0 });
    carousel.setCount(3);
    expect(carousel.state.value.status).toBe('idle');
    carousel.configure({ autoplay: true, interval: 1000 });
    vi.advanceTimersByTime(1000);
    expect(carousel.state.value.index).toBe(1);
    carousel.setCount(1);
    expect(carousel.state.value).toMatchObject({ index: 0, status: 'idle' });
    expect(vi.getTimerCount()).toBe(0);
    carousel.dispose();
  });

  it('clears its timer on dispose and schedules again on the next command', () => {
    const carousel = createCarouselController({ count: 3, initialIndex: 1 });
    carousel.dispose();
    vi.advanceTimersByTime(20_000);
    expect(carousel.state.value.index).toBe(1);
    carousel.resume('hover'); // a no-op command re-arms the timer
    vi.advanceTimersByTime(5000);
    expect(carousel.state.value.index).toBe(2);
    carousel.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('schedules with injected timers', () => {
    const callbacks: Array<() => void> = [];
    const timers: Timers = {
      setTimeout: vi.fn((callback: () => void) => callbacks.push(callback)),
      clearTimeout: vi.fn(),
    };
    const carousel = createCarouselController({ count: 2, interval: 300, timers });
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 300);
    callbacks[0]?.();
    expect(carousel.state.value.index).toBe(1);
    carousel.dispose();
    expect(timers.clearTimeout).toHaveBeenCalledWith(2);
  });
});
