import { describe, expect, it } from 'vitest';
import { showingRange } from './showingRange';

describe('showingRange', () => {
  it('gives the first and last row of a page', () => {
    expect(showingRange(1, 20, 45)).toEqual({ from: 1, to: 20, total: 45 });
    expect(showingRange(2, 20, 45)).toEqual({ from: 21, to: 40, total: 45 });
    expect(showingRange(3, 20, 45)).toEqual({ from: 41, to: 45, total: 45 });
    expect(showingRange(1, 20, 20)).toEqual({ from: 1, to: 20, total: 20 });
  });

  it('reads a page past the end as the last page', () => {
    expect(showingRange(9, 20, 45)).toEqual({ from: 41, to: 45, total: 45 });
    expect(showingRange(0, 20, 45)).toEqual({ from: 1, to: 20, total: 45 });
  });

  it('gives zeros without rows', () => {
    expect(showingRange(1, 20, 0)).toEqual({ from: 0, to: 0, total: 0 });
    expect(showingRange(1, 0, 10)).toEqual({ from: 0, to: 0, total: 10 });
  });
});
