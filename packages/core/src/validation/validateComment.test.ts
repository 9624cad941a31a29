import { describe, expect, it } from 'vitest';
import { commentLength, validateComment } from './validateComment';

describe('validateComment', () => {
  it('requires a non-empty comment', () => {
    expect(validateComment('   ')).toEqual({ message: 'Comment cannot be empty' });
  });

  it('enforces the 10-character minimum after trimming (boundary)', () => {
    expect(validateComment('  123456789  ')).toEqual({
      message: 'Comment must be at least 10 characters',
    });
    expect(validateComment('  1234567890  ')).toEqual({});
  });

  it('uses overridden messages', () => {
    expect(
      validateComment('short', { messages: { 'tickets.commentTooShort': 'Min {min}!' } }),
    ).toEqual({ message: 'Min 10!' });
  });
});

describe('commentLength', () => {
  it('counts trimmed characters, an emoji once', () => {
    expect(commentLength('  Thanks!  ')).toBe(7);
    expect(commentLength('ok 👍')).toBe(4);
    expect(commentLength('')).toBe(0);
  });
});
