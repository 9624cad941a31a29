import * as z from 'zod/mini';

/** A trimmed, non-empty string of at most `max` characters. */
export const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** A trimmed string of at most `max` characters, possibly empty; absent is fine. */
export const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));
/** An id sent by a client. */
export const idText = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
