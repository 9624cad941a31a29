import { describe, expect, it } from 'vitest';
import { type CarouselState, carouselReducer, initialCarouselState } from './carouselReducer';

const make = (over: Partial<CarouselState> = {}): CarouselState => ({
  ...initialCarouselState({ count: 3, interval: 5000 }),
  ...over,
});

describe('initialCarouselState', () => {
  it('starts on the first slide, wrapping, autoplaying and not paused', () => {
    expect(initialCarouselState({ count: 3, interval: 5000 })).toEqual({
      index: 0,
      count: 3,
      wrap: true,
      autoplay: true,
      interval: 5000,
      pausedBy: [],
    });
  });

  it('keeps the initial index within the slides and the count whole', () => {
    expect(initialCarouselState({ count: 3, index: 7, interval: 1 }).index).toBe(2);
    expect(initialCarouselState({ count: 3, index: -2, interval: 1 }).index).toBe(0);
    expect(initialCarouselState({ count: 2.8, index: Number.NaN, interval: 1 })).toMatchObject({
      count: 2,
      index: 0,
    });
    expect(initialCarouselState({ count: Number.POSITIVE_INFINITY, interval: 1 }).count).toBe(0);
    expect(initialCarouselState({ index: 4, interval: 1 })).toMatchObject({ count: 0, index: 0 });
  });
});

describe('carouselReducer', () => {
  it('wraps next on the last slide and prev on the first (spec: the index wraps)', () => {
    expect(carouselReducer(make({ index: 2 }), { type: 'next' }).index).toBe(0);
    expect(carouselReducer(make({ index: 0 }), { type: 'prev' }).index).toBe(2);
    expect(carouselReducer(make({ index: 0 }), { type: 'next' }).index).toBe(1);
  });

  it('stops at both ends without wrap-around, returning the same state', () => {
    const last = make({ index: 2, wrap: false });
    const first = make({ index: 0, wrap: false });
    expect(carouselReducer(last, { type: 'next' })).toBe(last);
    expect(carouselReducer(first, { type: 'prev' })).toBe(first);
    expect(carouselReducer(first, { type: 'next' }).index).toBe(1);
  });

  it('does not move with one slide or none', () => {
    const one = make({ count: 1 });
    const none = make({ count: 0 });
    expect(carouselReducer(one, { type: 'next' })).toBe(one);
    expect(carouselReducer(one, { type: 'prev' })).toBe(one);
    expect(carouselReducer(none, { type: 'next' })).toBe(none);
  });

  it('goes to an index clamped to the slides (a dot never wraps)', () => {
    expect(carouselReducer(make(), { type: 'goTo', index: 2 }).index).toBe(2);
    expect(carouselReducer(make(), { type: 'goTo', index: 9 }).index).toBe(2);
    expect(carouselReducer(make({ index: 1 }), { type: 'goTo', index: -1 }).index).toBe(0);
    expect(carouselReducer(make(), { type: 'goTo', index: 1.9 }).index).toBe(1);
    const state = make({ index: 1 });
    expect(carouselReducer(state, { type: 'goTo', index: 1 })).toBe(state);
    expect(carouselReducer(make({ index: 1 }), { type: 'goTo', index: Number.NaN }).index).toBe(0);
  });

  it('keeps the index within a new count', () => {
    expect(carouselReducer(make({ index: 2 }), { type: 'count', count: 2 })).toMatchObject({
      count: 2,
      index: 1,
    });
    expect(carouselReducer(make({ index: 2 }), { type: 'count', count: 0 })).toMatchObject({
      count: 0,
      index: 0,
    });
    expect(carouselReducer(make({ index: 1 }), { type: 'count', count: 5 })).toMatchObject({
      count: 5,
      index: 1,
    });
    const state = make();
    expect(carouselReducer(state, { type: 'count', count: 3 })).toBe(state);
    expect(carouselReducer(state, { type: 'count', count: -4 }).count).toBe(0);
  });

  it('adds up pause reasons and resumes each one', () => {
    let state = carouselReducer(make(), { type: 'pause', reason: 'hover' });
    state = carouselReducer(state, { type: 'pause', reason: 'focus' });
    expect(state.pausedBy).toEqual(['hover', 'focus']);
    expect(carouselReducer(state, { type: 'pause', reason: 'hover' })).toBe(state);
    state = carouselReducer(state, { type: 'resume', reason: 'hover' });
    expect(state.pausedBy).toEqual(['focus']);
    expect(carouselReducer(state, { type: 'resume', reason: 'hidden' })).toBe(state);
    expect(carouselReducer(state, { type: 'resume', reason: 'focus' }).pausedBy).toEqual([]);
  });

  it('configures autoplay, wrap and a positive interval, leaving unset fields', () => {
    const state = make();
    expect(carouselReducer(state, { type: 'configure', autoplay: false })).toMatchObject({
      autoplay: false,
      wrap: true,
      interval: 5000,
    });
    expect(
      carouselReducer(state, { type: 'configure', wrap: false, interval: 6000 }),
    ).toMatchObject({ autoplay: true, wrap: false, interval: 6000 });
    expect(carouselReducer(state, { type: 'configure', interval: 0 })).toBe(state);
    expect(carouselReducer(state, { type: 'configure', autoplay: true, wrap: true })).toBe(state);
  });
});
