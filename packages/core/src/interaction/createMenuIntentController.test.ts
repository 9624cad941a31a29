import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEGA_MENU_CLOSE_MS } from '../constants';
import { createMenuIntentController } from './createMenuIntentController';
import type { Timers } from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createMenuIntentController', () => {
  it('opens on hover and closes 150 ms after the pointer leaves', () => {
    const menu = createMenuIntentController();
    menu.enter('products');
    expect(menu.state.value).toEqual({ status: 'open', value: 'products', openId: 'products' });
    menu.leave();
    expect(menu.state.value).toMatchObject({ status: 'closing', openId: 'products' });
    vi.advanceTimersByTime(MEGA_MENU_CLOSE_MS - 1);
    expect(menu.state.value.openId).toBe('products');
    vi.advanceTimersByTime(1);
    expect(menu.state.value).toEqual({ status: 'closed', value: null, openId: null });
    menu.dispose();
  });

  it('cancels the close when the pointer comes back (trigger to panel)', () => {
    const menu = createMenuIntentController();
    menu.enter('products');
    menu.leave();
    vi.advanceTimersByTime(100);
    menu.enter('products');
    vi.advanceTimersByTime(1000);
    expect(menu.state.value.status).toBe('open');
    expect(vi.getTimerCount()).toBe(0);
    menu.dispose();
  });

  it('keeps one section open: entering another switches at once', () => {
    const menu = createMenuIntentController();
    menu.enter('products');
    menu.leave();
    menu.enter('brands');
    expect(menu.state.value).toMatchObject({ status: 'open', openId: 'brands' });
    vi.advanceTimersByTime(1000);
    expect(menu.state.value.openId).toBe('brands');
    menu.dispose();
  });

  it('does not restart a running close when the pointer leaves again', () => {
    const menu = createMenuIntentController();
    menu.open('help');
    menu.leave();
    vi.advanceTimersByTime(100);
    menu.leave();
    vi.advanceTimersByTime(50);
    expect(menu.state.value.status).toBe('closed');
    menu.dispose();
  });

  it('waits for hover intent with an open delay; leaving first cancels it', () => {
    const menu = createMenuIntentController({ openDelay: 100, closeDelay: 200 });
    menu.enter('solutions');
    expect(menu.state.value).toMatchObject({ status: 'opening', openId: null });
    menu.leave();
    vi.advanceTimersByTime(500);
    expect(menu.state.value.status).toBe('closed');
    menu.enter('solutions');
    vi.advanceTimersByTime(100);
    expect(menu.state.value).toMatchObject({ status: 'open', openId: 'solutions' });
    menu.leave();
    vi.advanceTimersByTime(199);
    expect(menu.state.value.status).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(menu.state.value.status).toBe('closed');
    menu.dispose();
  });

  it('restarts the open delay when the pointer moves to another trigger', () => {
    const menu = createMenuIntentController({ openDelay: 100 });
    menu.enter('products');
    vi.advanceTimersByTime(80);
    menu.enter('brands');
    vi.advanceTimersByTime(80);
    expect(menu.state.value.status).toBe('opening');
    vi.advanceTimersByTime(20);
    expect(menu.state.value.openId).toBe('brands');
    menu.dispose();
  });

  it('opens, toggles and closes from the keyboard, and closes on navigation', () => {
    const menu = createMenuIntentController();
    menu.open('about');
    expect(menu.state.value.openId).toBe('about');
    menu.toggle('about');
    expect(menu.state.value.openId).toBeNull();
    menu.toggle('help');
    expect(menu.state.value.openId).toBe('help');
    menu.close();
    expect(menu.state.value.status).toBe('closed');
    menu.enter('products');
    menu.leave();
    menu.navigate();
    expect(menu.state.value.status).toBe('closed');
    expect(vi.getTimerCount()).toBe(0);
    menu.dispose();
  });

  it('clears its timers on dispose', () => {
    const menu = createMenuIntentController({ openDelay: 50 });
    menu.enter('products');
    menu.dispose();
    vi.advanceTimersByTime(1000);
    expect(menu.state.value.status).toBe('opening');
    menu.open('products');
    menu.leave();
    menu.dispose();
    vi.advanceTimersByTime(1000);
    expect(menu.state.value.status).toBe('closing');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('schedules with injected timers', () => {
    const callbacks: Array<() => void> = [];
    const timers: Timers = {
      setTimeout: vi.fn((callback: () => void) => callbacks.push(callback)),
      clearTimeout: vi.fn(),
    };
    const menu = createMenuIntentController({ timers });
    menu.enter('products');
    menu.leave();
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), MEGA_MENU_CLOSE_MS);
    callbacks[0]?.();
    expect(menu.state.value.status).toBe('closed');
    expect(timers.clearTimeout).not.toHaveBeenCalled();
  });
});
