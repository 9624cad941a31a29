import type { MessageOverrides } from '../messages/defaultMessages';

/**
 * What a form validator returns: one message per invalid field. A field without an entry is
 * valid; an empty object means the whole form is valid.
 *
 * @example
 * const errors: FieldErrors<'email'> = { email: 'Email is required' };
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Options every validator takes. */
export interface ValidationOptions {
  /**
   * The embedder's overrides of the default messages.
   *
   * @default undefined (the catalogue's English strings)
   * @example { messages: { 'coupon.required': 'Kripya code likhein' } }
   */
  messages?: MessageOverrides;
}

/** The part of a `File` the file checks read, so they run without a DOM. `File` satisfies it. */
export interface FileLike {
  readonly name: string;
  /** MIME type; browsers give '' when they do not know it. */
  readonly type: string;
  /** Bytes. */
  readonly size: number;
}
