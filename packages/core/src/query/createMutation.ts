import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { MessageOverrides } from '../messages/defaultMessages';
import { hasErrors } from '../validation/hasErrors';
import type { FieldErrors } from '../validation/types';
import type { QueryCache } from './createQueryCache';
import {
  initialMutationState,
  type MutationAction,
  type MutationState,
  mutationReducer,
} from './mutationReducer';
import type { QueryKey } from './queryKey';
import { type QueryError, toQueryError } from './toQueryError';

/** Options of {@link createMutation}. */
export interface MutationOptions<Variables, Data, Field extends string = never> {
  /**
   * Sends the change. Must honour `signal` (aborted by `dispose()`).
   * @example (body, { signal }) => client.reviews.create(body, { signal }).then((answer) => answer.data)
   */
  mutate: (variables: Variables, context: { signal: AbortSignal }) => Promise<Data>;
  /** Checks the variables first; any message keeps the request from being sent. */
  validate?: (variables: Variables) => FieldErrors<Field>;
  /** The cache whose queries the change makes stale. */
  cache?: Pick<QueryCache, 'invalidate'>;
  /**
   * The queries (key prefixes) a success makes stale. They are refetched before the mutation
   * reports success, so the UI never shows the old list after 'Thank you!'.
   * @example (review) => [['reviews', review.product_id], ['product', review.product_id]]
   */
  invalidates?: (data: Data, variables: Variables) => readonly QueryKey[];
  /** The message of a failure when the server gave none, e.g. 'Failed to submit review. Please try again.' */
  errorMessage?: string;
  /** The embedder's message overrides (for 'An unexpected error occurred'). */
  messages?: MessageOverrides;
}

/** What became of one `mutate` call. */
export type MutationResult<Data, Field extends string = never> =
  | { readonly status: 'success'; readonly data: Data }
  | { readonly status: 'invalid'; readonly fieldErrors: FieldErrors<Field> }
  | { readonly status: 'error'; readonly error: QueryError };

/** A change sent to the server (a form submission), with its state as a signal. */
export interface Mutation<Variables, Data, Field extends string = never> {
  readonly state: ReadonlySignal<MutationState<Data, Field>>;
  /**
   * Validates, sends, invalidates. A call while one is in flight gets that call's promise
   * (no double submissions). Never rejects.
   */
  mutate(variables: Variables): Promise<MutationResult<Data, Field>>;
  /** Back to `idle` (e.g. when the form is closed); a request in flight is dropped. */
  reset(): void;
  /** Aborts the request in flight; its answer is dropped. */
  dispose(): void;
}

/**
 * Creates a mutation: validation, one request at a time, and the invalidation of the queries
 * the change makes stale. A typed action union through a pure reducer, like the queries.
 *
 * @example
 * const submit = createMutation({
 *   mutate: (body, { signal }) => client.reviews.create(body, { signal }).then((a) => a.data),
 *   validate: (body) => validateReview(body),
 *   cache: storefront.queries,
 *   invalidates: (review) => [['reviews', review.product_id]],
 * });
 * await submit.mutate({ product_id: id, rating: 5, comment: 'Works well' });
 */
export function createMutation<Variables, Data, Field extends string = never>(
  options: MutationOptions<Variables, Data, Field>,
): Mutation<Variables, Data, Field> {
  const state = signal(initialMutationState<Data, Field>());
  const dispatch = (action: MutationAction<Data, Field>) => {
    state.value = mutationReducer(state.peek(), action);
  };
  let inFlight:
    | { controller: AbortController; promise: Promise<MutationResult<Data, Field>> }
    | undefined;

  async function send(
    variables: Variables,
    controller: AbortController,
  ): Promise<MutationResult<Data, Field>> {
    const live = () => !controller.signal.aborted;
    try {
      const data = await options.mutate(variables, { signal: controller.signal });
      const stale = options.invalidates?.(data, variables) ?? [];
      if (options.cache && live()) {
        await Promise.all(stale.map((prefix) => options.cache?.invalidate(prefix)));
      }
      if (live()) dispatch({ type: 'success', data });
      return { status: 'success', data };
    } catch (cause) {
      const error = toQueryError(cause, {
        fallback: options.errorMessage,
        messages: options.messages,
      });
      if (live()) dispatch({ type: 'error', error });
      return { status: 'error', error };
    }
  }

  return {
    state,
    mutate(variables) {
      if (inFlight && state.peek().status === 'pending') return inFlight.promise;
      const fieldErrors = options.validate?.(variables) ?? {};
      if (hasErrors(fieldErrors)) {
        dispatch({ type: 'invalid', fieldErrors });
        return Promise.resolve({ status: 'invalid', fieldErrors });
      }
      const controller = new AbortController();
      dispatch({ type: 'start' });
      inFlight = { controller, promise: send(variables, controller) };
      return inFlight.promise;
    },
    reset() {
      inFlight?.controller.abort();
      dispatch({ type: 'reset' });
    },
    dispose() {
      inFlight?.controller.abort();
    },
  };
}
