import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { createMutation } from './createMutation';
import { createQueryCache } from './createQueryCache';

interface Body {
  comment: string;
}

function deferred() {
  const calls: {
    body: Body;
    signal: AbortSignal;
    resolve: (value: string) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const mutate = vi.fn(
    (body: Body, { signal }: { signal: AbortSignal }) =>
      new Promise<string>((resolve, reject) => calls.push({ body, signal, resolve, reject })),
  );
  return { mutate, calls };
}

const validate = (body: Body) =>
  body.comment.trim() ? {} : { comment: 'Please write a few words about the product' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createMutation', () => {
  it('stops at validation without sending', async () => {
    const { mutate } = deferred();
    const mutation = createMutation({ mutate, validate });
    await expect(mutation.mutate({ comment: '  ' })).resolves.toEqual({
      status: 'invalid',
      fieldErrors: { comment: 'Please write a few words about the product' },
    });
    expect(mutation.state.value.status).toBe('invalid');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('sends once while pending, then invalidates and refetches before reporting success', async () => {
    const cache = createQueryCache();
    const list = vi.fn().mockResolvedValueOnce(['old']).mockResolvedValueOnce(['old', 'new']);
    const reviews = cache.observe({ key: ['reviews', 'p1'], fetcher: list });
    reviews.subscribe();
    await vi.advanceTimersByTimeAsync(0);

    const { mutate, calls } = deferred();
    const mutation = createMutation({
      mutate,
      validate,
      cache,
      invalidates: (_data, body) => [['reviews', body.comment === 'x' ? 'none' : 'p1']],
    });
    const first = mutation.mutate({ comment: 'Works well' });
    const second = mutation.mutate({ comment: 'Works well' });
    expect(second).toBe(first);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutation.state.value.status).toBe('pending');

    calls[0]?.resolve('new');
    await expect(first).resolves.toEqual({ status: 'success', data: 'new' });
    expect(mutation.state.value).toMatchObject({ status: 'success', data: 'new' });
    expect(reviews.state.value).toMatchObject({ status: 'success', data: ['old', 'new'] });
  });

  it("reports a refusal with the server's message and the error as cause", async () => {
    const { mutate, calls } = deferred();
    const mutation = createMutation({
      mutate,
      errorMessage: 'Failed to submit review. Please try again.',
    });
    const result = mutation.mutate({ comment: 'Works well' });
    const cause = new ApiError(
      'Network Error: API Error: 403 - …',
      403,
      {
        meta: { status: false, message: 'Only customers who bought this product can review it' },
      },
      'Forbidden',
    );
    calls[0]?.reject(cause);
    await expect(result).resolves.toEqual({
      status: 'error',
      error: {
        kind: 'forbidden',
        message: 'Only customers who bought this product can review it',
        cause,
      },
    });
    expect(mutation.state.value.status).toBe('error');
    // A new attempt is allowed after a failure.
    void mutation.mutate({ comment: 'Again' });
    expect(mutate).toHaveBeenCalledTimes(2);
  });

  it('uses the fallback message when the server gives none', async () => {
    const mutation = createMutation({
      mutate: () => Promise.reject(new ApiError('x', 502, '<html>', 'Bad Gateway')),
      errorMessage: 'Failed to submit review. Please try again.',
    });
    const result = await mutation.mutate(undefined);
    expect(result.status === 'error' && result.error.message).toBe(
      'Failed to submit review. Please try again.',
    );
  });

  it('reset aborts the request in flight and drops its answer', async () => {
    const { mutate, calls } = deferred();
    const mutation = createMutation({ mutate });
    const result = mutation.mutate({ comment: 'Works well' });
    mutation.reset();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(mutation.state.value.status).toBe('idle');
    calls[0]?.resolve('late');
    await result;
    expect(mutation.state.value).toMatchObject({ status: 'idle', data: undefined });
  });

  it('dispose aborts the request in flight and keeps the state as it was', async () => {
    const { mutate, calls } = deferred();
    const mutation = createMutation({ mutate });
    const result = mutation.mutate({ comment: 'Works well' });
    mutation.dispose();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.reject(new DOMException('Aborted', 'AbortError'));
    await expect(result).resolves.toMatchObject({ status: 'error' });
    expect(mutation.state.value.status).toBe('pending');
  });
});
