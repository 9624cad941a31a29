import type { FieldErrors } from './types';

/**
 * The errors without the given field's entry, for when the shopper edits that field (spec 2
 * §5: "a field error clears when that field is edited"). Returns the same object when the
 * field had no error, so a store or a signal sees no change.
 *
 * @example clearFieldError({ name: 'Full name is required' }, 'name') // {}
 */
export function clearFieldError<Field extends string>(
  errors: FieldErrors<Field>,
  field: Field,
): FieldErrors<Field> {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest as FieldErrors<Field>;
}
