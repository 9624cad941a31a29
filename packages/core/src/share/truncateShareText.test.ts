import { describe, expect, it } from 'vitest';
import { SHARE_EMAIL_TEXT_MAX, SHARE_TEXT_MAX } from '../constants';
import { truncateShareText } from './truncateShareText';

describe('truncateShareText', () => {
  it('keeps a short text, with its whitespace runs made single spaces', () => {
    expect(truncateShareText('  Proximity sensor,\n\t M18   thread ', SHARE_TEXT_MAX)).toBe(
      'Proximity sensor, M18 thread',
    );
  });

  it('keeps a text of exactly the maximum', () => {
    const text = 'x'.repeat(SHARE_TEXT_MAX);
    expect(truncateShareText(text, SHARE_TEXT_MAX)).toBe(text);
  });

  it('cuts a long text to the maximum, the ellipsis included (100 social, 200 e-mail)', () => {
    const text = 'y'.repeat(500);
    const social = truncateShareText(text, SHARE_TEXT_MAX);
    const email = truncateShareText(text, SHARE_EMAIL_TEXT_MAX);
    expect(social).toBe(`${'y'.repeat(99)}…`);
    expect(email).toBe(`${'y'.repeat(199)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateShareText('abcd efgh', 6)).toBe('abcd…');
  });

  it('counts code points, never splitting a surrogate pair', () => {
    const result = truncateShareText('🔧'.repeat(10), 5);
    expect(result).toBe('🔧🔧🔧🔧…');
    expect(Array.from(result)).toHaveLength(5);
  });

  it('gives an empty text for a maximum of 0 or less', () => {
    expect(truncateShareText('relay', 0)).toBe('');
    expect(truncateShareText('relay', -3)).toBe('');
  });
});
