import type { FieldErrors } from '../validation/types';
import type { QueryError } from './toQueryError';

/**
 * Where a mutation (a form submission) stands: nothing sent (`idle`), refused by its
 * validation before sending (`invalid`), in flight (`pending`), done (`success`) or failed
 * (`error`).
 */
export type MutationStatus = 'idle' | 'invalid' | 'pending' | 'success' | 'error';

/** The state of a mutation; `Field` names the fields its validation may flag. */
export interface MutationState<Data, Field extends string = never> {
  readonly status: MutationStatus;
  /** The answer of the last success. */
  readonly data: Data | undefined;
  /** The failure when `status` is `'error'`. */
  readonly error: QueryError | undefined;
  /** One message per invalid field when `status` is `'invalid'`; else empty. */
  readonly fieldErrors: FieldErrors<Field>;
}

export type MutationAction<Data, Field extends string = never> =
  | { type: 'invalid'; fieldErrors: FieldErrors<Field> }
  | { type: 'start' }
  | { type: 'success'; data: Data }
  | { type: 'error'; error: QueryError }
  | { type: 'reset' };

/** The state of a mutation that was never sent. */
export function initialMutationState<Data, Field extends string = never>(): MutationState<
  Data,
  Field
> {
  return { status: 'idle', data: undefined, error: undefined, fieldErrors: {} };
}

/** Pure transitions of a mutation; `createMutation` runs the request. */
export function mutationReducer<Data, Field extends string = never>(
  state: MutationState<Data, Field>,
  action: MutationAction<Data, Field>,
): MutationState<Data, Field> {
  switch (action.type) {
    case 'invalid':
      return { ...state, status: 'invalid', error: undefined, fieldErrors: action.fieldErrors };
    case 'start':
      return { ...state, status: 'pending', error: undefined, fieldErrors: {} };
    case 'success':
      return { status: 'success', data: action.data, error: undefined, fieldErrors: {} };
    case 'error':
      return { ...state, status: 'error', error: action.error, fieldErrors: {} };
    case 'reset':
      return initialMutationState();
    default:
      return action satisfies never;
  }
}
