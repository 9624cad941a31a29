import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationCenter } from './createNotificationCenter';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const messages = (center: ReturnType<typeof createNotificationCenter>) =>
  center.toasts.value.map((toast) => toast.message);

describe('createNotificationCenter', () => {
  it('shows a toast for 5000 ms by default', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'success', message: 'Coupon removed successfully' });

    expect(center.toasts.value).toEqual([
      { id: 1, kind: 'success', message: 'Coupon removed successfully', duration: 5000 },
    ]);
    vi.advanceTimersByTime(4999);
    expect(center.toasts.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(center.toasts.value).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("uses the center's default and each notification's own duration", () => {
    const center = createNotificationCenter({ duration: 2000 });
    center.notify({ kind: 'info', message: 'Payment cancelled by user' });
    center.notify({ kind: 'error', message: 'Failed to apply coupon', duration: 3000 });
    expect(center.toasts.value.map((toast) => toast.duration)).toEqual([2000, 3000]);
    vi.advanceTimersByTime(2000);
    expect(messages(center)).toEqual(['Failed to apply coupon']);
    vi.advanceTimersByTime(1000);
    expect(messages(center)).toEqual([]);
  });

  it('does not repeat a visible toast; it restarts its timer in place', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'error', message: 'Please login to add items to cart' });
    center.notify({ kind: 'info', message: 'Quantity updated' });
    const [first] = center.toasts.value;

    vi.advanceTimersByTime(3000);
    center.notify({ kind: 'error', message: 'Please login to add items to cart' });

    expect(center.toasts.value).toHaveLength(2);
    expect(center.toasts.value[0]).toEqual(first);
    expect(center.toasts.value[0]).not.toBe(first);
    vi.advanceTimersByTime(2000);
    expect(messages(center)).toEqual(['Please login to add items to cart']);
    vi.advanceTimersByTime(2999);
    expect(messages(center)).toEqual(['Please login to add items to cart']);
    vi.advanceTimersByTime(1);
    expect(messages(center)).toEqual([]);
  });

  it('replaces the toast of the same key in its place: one message per subject', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'info', message: 'Payment cancelled by user', key: 'payment' });
    center.notify({ kind: 'success', message: 'Quantity updated', key: 'cart' });
    center.notify({ kind: 'error', message: 'Payment failed', key: 'payment' });
    center.notify({ kind: 'success', message: 'Payment successful!', key: 'payment' });
    expect(center.toasts.value).toEqual([
      { id: 4, kind: 'success', message: 'Payment successful!', duration: 5000, key: 'payment' },
      { id: 2, kind: 'success', message: 'Quantity updated', duration: 5000, key: 'cart' },
    ]);
    // Its clock starts over; the same words without a key are not said twice either.
    vi.advanceTimersByTime(4000);
    center.notify({ kind: 'success', message: 'Quantity updated' });
    expect(messages(center)).toEqual(['Payment successful!', 'Quantity updated']);
    vi.advanceTimersByTime(1000);
    expect(messages(center)).toEqual(['Quantity updated']);
    vi.advanceTimersByTime(4000);
    expect(messages(center)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clearStale() dismisses what was said more than a second before a page change', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'info', message: 'Payment cancelled by user' });
    center.notify({ kind: 'error', message: 'Invalid coupon code', duration: 0 });
    vi.advanceTimersByTime(3000);
    center.notify({ kind: 'success', message: 'Payment successful!' });
    vi.advanceTimersByTime(200);
    center.clearStale();
    expect(messages(center)).toEqual(['Payment successful!']);
    vi.advanceTimersByTime(2000);
    center.clearStale(5000);
    expect(messages(center)).toEqual(['Payment successful!']);
    center.clearStale(0);
    expect(messages(center)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the same message separately for a different kind', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'error', message: 'Done' });
    center.notify({ kind: 'success', message: 'Done' });
    expect(center.toasts.value.map((toast) => toast.id)).toEqual([1, 2]);
  });

  it('drops the oldest beyond max, with its timer', () => {
    const center = createNotificationCenter({ max: 3 });
    for (const n of [1, 2, 3, 4]) center.notify({ kind: 'info', message: `Toast ${n}` });
    expect(messages(center)).toEqual(['Toast 2', 'Toast 3', 'Toast 4']);
    expect(vi.getTimerCount()).toBe(3);
  });

  it('keeps at most 5 by default', () => {
    const center = createNotificationCenter();
    for (let n = 1; n <= 7; n++) center.notify({ kind: 'info', message: `Toast ${n}` });
    expect(messages(center)).toEqual(['Toast 3', 'Toast 4', 'Toast 5', 'Toast 6', 'Toast 7']);
  });

  it('dismiss(id) removes one toast and its timer; an unknown id changes nothing', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'info', message: 'A' });
    center.notify({ kind: 'info', message: 'B' });
    center.dismiss(1);
    expect(messages(center)).toEqual(['B']);
    expect(vi.getTimerCount()).toBe(1);

    const before = center.toasts.value;
    center.dismiss(99);
    expect(center.toasts.value).toBe(before);
  });

  it.each([0, -1, Number.POSITIVE_INFINITY])(
    'keeps a toast with duration %s until dismissed',
    (duration) => {
      const center = createNotificationCenter();
      center.notify({ kind: 'error', message: 'Payment validation failed', duration });
      vi.advanceTimersByTime(60 * 60_000);
      expect(messages(center)).toEqual(['Payment validation failed']);
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it('clear() and dispose() remove every toast and timer', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'info', message: 'A' });
    center.notify({ kind: 'info', message: 'B' });
    center.clear();
    expect(center.toasts.value).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);

    center.notify({ kind: 'info', message: 'C' });
    center.dispose();
    expect(center.toasts.value).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createNotificationCenter pause and resume', () => {
  it('pause() stops every clock and resume() continues with the time left', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'info', message: 'A' });
    vi.advanceTimersByTime(1000);
    center.notify({ kind: 'info', message: 'B', duration: 2000 });
    vi.advanceTimersByTime(1500);

    center.pause();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(messages(center)).toEqual(['A', 'B']);

    center.resume();
    expect(vi.getTimerCount()).toBe(2);
    // B had 500 ms left, A 2500 ms: the clocks continue, they do not restart.
    vi.advanceTimersByTime(499);
    expect(messages(center)).toEqual(['A', 'B']);
    vi.advanceTimersByTime(1);
    expect(messages(center)).toEqual(['A']);
    vi.advanceTimersByTime(1999);
    expect(messages(center)).toEqual(['A']);
    vi.advanceTimersByTime(1);
    expect(messages(center)).toEqual([]);
  });

  it('keeps the time left across several pauses', () => {
    const center = createNotificationCenter({ duration: 3000 });
    center.notify({ kind: 'success', message: 'Quantity updated' });
    for (let round = 0; round < 2; round++) {
      vi.advanceTimersByTime(1000);
      center.pause();
      vi.advanceTimersByTime(10_000);
      center.resume();
    }
    vi.advanceTimersByTime(999);
    expect(messages(center)).toEqual(['Quantity updated']);
    vi.advanceTimersByTime(1);
    expect(messages(center)).toEqual([]);
  });

  it('holds a toast shown while paused until resumed, then gives it its whole duration', () => {
    const center = createNotificationCenter();
    center.pause();
    center.notify({ kind: 'error', message: 'Failed to apply coupon' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(20_000);
    expect(messages(center)).toEqual(['Failed to apply coupon']);
    center.resume();
    vi.advanceTimersByTime(4999);
    expect(messages(center)).toEqual(['Failed to apply coupon']);
    vi.advanceTimersByTime(1);
    expect(messages(center)).toEqual([]);
  });

  it('a repeat while paused starts over with its new duration but stays paused', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'info', message: 'Quantity updated' });
    vi.advanceTimersByTime(4000);
    center.pause();
    center.notify({ kind: 'info', message: 'Quantity updated', duration: 2000 });
    expect(vi.getTimerCount()).toBe(0);
    center.resume();
    vi.advanceTimersByTime(1999);
    expect(messages(center)).toEqual(['Quantity updated']);
    vi.advanceTimersByTime(1);
    expect(messages(center)).toEqual([]);
  });

  it('pause(id) and resume(id) hold one toast; the others go on', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'info', message: 'A' });
    center.notify({ kind: 'info', message: 'B' });
    vi.advanceTimersByTime(2000);
    center.pause(1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(messages(center)).toEqual(['A']);
    center.resume(1);
    vi.advanceTimersByTime(2999);
    expect(messages(center)).toEqual(['A']);
    vi.advanceTimersByTime(1);
    expect(messages(center)).toEqual([]);
  });

  it('a toast paused by id stays paused after resume(), and under pause() after resume(id)', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'info', message: 'A' });
    center.notify({ kind: 'info', message: 'B' });
    center.pause(1);
    center.pause();
    center.resume();
    vi.advanceTimersByTime(5000);
    expect(messages(center)).toEqual(['A']);

    center.pause();
    center.resume(1);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(messages(center)).toEqual(['A']);
    center.resume();
    vi.advanceTimersByTime(5000);
    expect(messages(center)).toEqual([]);
  });

  it('a repeat keeps its pause by id', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'info', message: 'A' });
    center.pause(1);
    center.notify({ kind: 'info', message: 'A' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(messages(center)).toEqual(['A']);
  });

  it('ignores unknown ids, repeated calls, and toasts that stay until dismissed', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'error', message: 'Sticky', duration: 0 });
    center.notify({ kind: 'info', message: 'Timed' });
    center.pause(99);
    center.resume(99);
    center.pause(1);
    center.resume(1);
    center.resume();
    expect(vi.getTimerCount()).toBe(1);

    center.pause();
    center.pause();
    center.resume();
    center.resume();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(messages(center)).toEqual(['Sticky']);
  });

  it('forgets the pause of a toast that leaves: its id is not reused paused', () => {
    const center = createNotificationCenter({ max: 1 });
    center.notify({ kind: 'info', message: 'A' });
    center.pause(1);
    center.notify({ kind: 'info', message: 'B' });
    expect(messages(center)).toEqual(['B']);
    center.pause(2);
    center.dismiss(2);
    center.notify({ kind: 'info', message: 'C' });
    expect(vi.getTimerCount()).toBe(1);
    // A paused id that left cannot be paused again.
    center.pause(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('dismiss(), clear() and dispose() work while paused', () => {
    const center = createNotificationCenter();
    center.notify({ kind: 'info', message: 'A' });
    center.notify({ kind: 'info', message: 'B' });
    center.pause();
    center.dismiss(1);
    expect(messages(center)).toEqual(['B']);
    center.clear();
    expect(messages(center)).toEqual([]);
    center.notify({ kind: 'info', message: 'C' });
    center.dispose();
    center.resume();
    expect(center.toasts.value).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createNotificationCenter inside effects', () => {
  it('can be notified from an effect without subscribing it to the toasts', async () => {
    const { effect } = await import('@preact/signals-core');
    const center = createNotificationCenter();
    let runs = 0;
    const stop = effect(() => {
      runs += 1;
      center.notify({ kind: 'info', message: 'Quantity updated' });
    });
    center.dismiss(1);
    center.notify({ kind: 'info', message: 'Item removed from cart' });
    expect(runs).toBe(1);
    expect(messages(center)).toEqual(['Item removed from cart']);
    stop();
  });
});
