import { describe, expect, it } from 'vitest';
import { paginationWindow } from './paginationWindow';

describe('paginationWindow', () => {
  it('slides a window of 5 pages that keeps the current page centred', () => {
    expect(paginationWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(4, 9)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(6, 9)).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(paginationWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('shows every page when there are fewer than the window', () => {
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page out of range and honours the size', () => {
    expect(paginationWindow(42, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(paginationWindow(-1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(5, 9, 3)).toEqual([4, 5, 6]);
    expect(paginationWindow(5, 9, 4)).toEqual([4, 5, 6, 7]);
  });
});
