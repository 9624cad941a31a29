import type { FieldErrors } from './types';

/** True when a validator found at least one invalid field. */
export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
