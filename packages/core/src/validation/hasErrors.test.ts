import { describe, expect, it } from 'vitest';
import { hasErrors } from './hasErrors';

describe('hasErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: 'Name is required' })).toBe(true);
  });
});
