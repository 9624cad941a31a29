import { describe, expect, it } from 'vitest';
import { formatRelevance } from './formatRelevance';

describe('formatRelevance', () => {
  it('rounds the 0..100 score to a whole percent', () => {
    expect(formatRelevance(87.6)).toBe('88% match');
    expect(formatRelevance(87.4)).toBe('87% match');
    expect(formatRelevance(0)).toBe('0% match');
    expect(formatRelevance(100)).toBe('100% match');
  });

  it('omits an absent or invalid score', () => {
    expect(formatRelevance(undefined)).toBeUndefined();
    expect(formatRelevance(null)).toBeUndefined();
    expect(formatRelevance(Number.NaN)).toBeUndefined();
  });

  it('uses an override of the message', () => {
    expect(formatRelevance(50, { 'search.match': '{percent}% milaan' })).toBe('50% milaan');
  });
});
