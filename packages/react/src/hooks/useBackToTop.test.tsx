import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBackToTop } from './useBackToTop';

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  vi.restoreAllMocks();
});

describe('useBackToTop', () => {
  it('is visible at once on a page restored below the threshold', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
    const { result } = renderHook(() => useBackToTop());
    expect(result.current.status).toBe('visible');
  });

  it('listens to scrolling passively and smooth-scrolls without matchMedia', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { result } = renderHook(() => useBackToTop({ threshold: 10 }));
    expect(result.current.status).toBe('hidden');
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    result.current.scrollToTop();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
