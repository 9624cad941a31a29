import { describe, expect, it } from 'vitest';
import { type AddToCartAction, addToCartReducer, initialAddToCartState } from './addToCartReducer';

describe('addToCartReducer', () => {
  it('goes idle → adding → added → idle', () => {
    const adding = addToCartReducer(initialAddToCartState, { type: 'start' });
    expect(adding).toEqual({ status: 'adding', error: null });
    const added = addToCartReducer(adding, { type: 'added' });
    expect(added).toEqual({ status: 'added', error: null });
    expect(addToCartReducer(added, { type: 'settle' })).toBe(initialAddToCartState);
  });

  it('keeps the message of a failed add and clears it on the next start', () => {
    const adding = addToCartReducer(initialAddToCartState, { type: 'start' });
    const failed = addToCartReducer(adding, { type: 'failed', message: 'Please login' });
    expect(failed).toEqual({ status: 'idle', error: 'Please login' });
    expect(addToCartReducer(failed, { type: 'start' })).toEqual({ status: 'adding', error: null });
  });

  it('ignores actions that do not apply to the current status', () => {
    const adding = addToCartReducer(initialAddToCartState, { type: 'start' });
    const added = addToCartReducer(adding, { type: 'added' });
    expect(addToCartReducer(adding, { type: 'start' })).toBe(adding);
    expect(addToCartReducer(adding, { type: 'settle' })).toBe(adding);
    expect(addToCartReducer(added, { type: 'start' })).toBe(added);
    expect(addToCartReducer(added, { type: 'failed', message: 'x' })).toBe(added);
    expect(addToCartReducer(initialAddToCartState, { type: 'added' })).toBe(initialAddToCartState);
    const unknown = { type: 'unknown' } as unknown as AddToCartAction;
    expect(addToCartReducer(initialAddToCartState, unknown)).toBe(initialAddToCartState);
  });
});
