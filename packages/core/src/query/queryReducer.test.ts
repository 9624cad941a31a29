import { describe, expect, it } from 'vitest';
import { initialQueryState, type QueryState, queryReducer } from './queryReducer';
import type { QueryError } from './toQueryError';

const error: QueryError = { kind: 'network', message: 'Network Error: offline', cause: null };
const idle = initialQueryState<string>();
const loaded: QueryState<string> = queryReducer(idle, { type: 'success', data: 'v1', at: 100 });

describe('queryReducer', () => {
  it('starts idle with nothing', () => {
    expect(idle).toEqual({
      status: 'idle',
      data: undefined,
      error: undefined,
      updatedAt: 0,
      invalidated: false,
    });
  });

  it('fetch: loading without data, refreshing with data, and clears an error', () => {
    expect(queryReducer(idle, { type: 'fetch' }).status).toBe('loading');
    expect(queryReducer(loaded, { type: 'fetch' })).toMatchObject({
      status: 'refreshing',
      data: 'v1',
      updatedAt: 100,
    });
    const failed = queryReducer(idle, { type: 'error', error });
    expect(queryReducer(failed, { type: 'fetch' })).toMatchObject({
      status: 'loading',
      error: undefined,
    });
  });

  it('success stores the data and its time, and clears invalidated', () => {
    const stale = queryReducer(loaded, { type: 'invalidate' });
    expect(stale.invalidated).toBe(true);
    expect(queryReducer(stale, { type: 'success', data: 'v2', at: 200 })).toEqual({
      status: 'success',
      data: 'v2',
      error: undefined,
      updatedAt: 200,
      invalidated: false,
    });
  });

  it('error keeps the data of an earlier success', () => {
    expect(queryReducer(loaded, { type: 'error', error })).toEqual({
      status: 'error',
      data: 'v1',
      error,
      updatedAt: 100,
      invalidated: false,
    });
  });

  it('cancel goes back to idle or success, and only from a fetch', () => {
    expect(queryReducer(queryReducer(idle, { type: 'fetch' }), { type: 'cancel' }).status).toBe(
      'idle',
    );
    expect(queryReducer(queryReducer(loaded, { type: 'fetch' }), { type: 'cancel' })).toMatchObject(
      { status: 'success', data: 'v1' },
    );
    const failed = queryReducer(idle, { type: 'error', error });
    expect(queryReducer(failed, { type: 'cancel' })).toBe(failed);
  });

  it('set-data keeps a fetch in flight as refreshing', () => {
    const fetching = queryReducer(idle, { type: 'fetch' });
    expect(queryReducer(fetching, { type: 'set-data', data: 'x', at: 5 })).toMatchObject({
      status: 'refreshing',
      data: 'x',
      updatedAt: 5,
    });
    expect(queryReducer(idle, { type: 'set-data', data: 'x', at: 5 }).status).toBe('success');
  });

  it('reset forgets everything', () => {
    expect(queryReducer(loaded, { type: 'reset' })).toEqual(idle);
  });
});
