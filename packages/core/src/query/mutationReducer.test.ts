import { describe, expect, it } from 'vitest';
import { initialMutationState, mutationReducer } from './mutationReducer';
import type { QueryError } from './toQueryError';

const error: QueryError = { kind: 'forbidden', message: 'Only buyers', cause: null };
const idle = initialMutationState<string, 'comment'>();

describe('mutationReducer', () => {
  it('walks idle → invalid → pending → success', () => {
    const invalid = mutationReducer(idle, {
      type: 'invalid',
      fieldErrors: { comment: 'Please write a few words about the product' },
    });
    expect(invalid).toMatchObject({
      status: 'invalid',
      fieldErrors: { comment: expect.any(String) },
    });
    const pending = mutationReducer(invalid, { type: 'start' });
    expect(pending).toEqual({
      status: 'pending',
      data: undefined,
      error: undefined,
      fieldErrors: {},
    });
    expect(mutationReducer(pending, { type: 'success', data: 'review' })).toEqual({
      status: 'success',
      data: 'review',
      error: undefined,
      fieldErrors: {},
    });
  });

  it('error keeps the data of an earlier success; reset forgets it', () => {
    const done = mutationReducer(idle, { type: 'success', data: 'first' });
    const failed = mutationReducer(done, { type: 'error', error });
    expect(failed).toEqual({ status: 'error', data: 'first', error, fieldErrors: {} });
    expect(mutationReducer(failed, { type: 'reset' })).toEqual(idle);
  });
});
