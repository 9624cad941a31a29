import { describe, expect, it } from 'vitest';
import { initialSearchState, type SearchReducerState, searchReducer } from './searchReducer';

const loaded: SearchReducerState<string> = {
  ...initialSearchState<string>('relay'),
  status: 'loaded',
  suggestions: ['a', 'b', 'c'],
  total: 10,
  dismissed: false,
};

describe('searchReducer', () => {
  it('moves the active option with wrapping in both directions', () => {
    const move = (from: number, delta: 1 | -1, count = 3) =>
      searchReducer({ ...loaded, activeIndex: from }, { type: 'move', delta, count }).activeIndex;
    expect(move(-1, 1)).toBe(0);
    expect(move(-1, -1)).toBe(2);
    expect(move(0, 1)).toBe(1);
    expect(move(2, 1)).toBe(0);
    expect(move(0, -1)).toBe(2);
    expect(move(7, 1)).toBe(0);
    expect(move(7, -1)).toBe(2);
    expect(move(1, 1, 0)).toBe(-1);
  });

  it('input of a short query clears the suggestions and reopens the panel', () => {
    expect(
      searchReducer({ ...loaded, dismissed: true }, { type: 'input', query: 'r', clear: true }),
    ).toEqual({ ...initialSearchState('r'), dismissed: false });
    expect(
      searchReducer(
        { ...loaded, activeIndex: 1 },
        { type: 'input', query: 'relays', clear: false },
      ),
    ).toEqual({ ...loaded, query: 'relays', activeIndex: -1 });
  });

  it('failure empties the suggestions and closes the panel', () => {
    expect(searchReducer({ ...loaded, activeIndex: 2 }, { type: 'failure' })).toEqual({
      ...loaded,
      status: 'error',
      suggestions: [],
      total: 0,
      activeIndex: -1,
      dismissed: true,
    });
  });

  it('success replaces the suggestions, close keeps them', () => {
    const next = searchReducer(loaded, { type: 'success', suggestions: ['x'], total: 1 });
    expect(next).toEqual({ ...loaded, suggestions: ['x'], total: 1 });
    expect(searchReducer({ ...next, activeIndex: 0 }, { type: 'close' })).toEqual({
      ...next,
      dismissed: true,
    });
  });
});
