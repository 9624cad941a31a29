import { describe, expect, it } from 'vitest';
import { validateContact } from './validateContact';

const valid = {
  name: 'Asha',
  email: 'asha@example.in',
  subject: 'sales',
  message: 'Need 20 proximity sensors.',
};

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateContact({ name: '', email: ' ', subject: '', message: '  ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('checks the e-mail', () => {
    expect(validateContact({ ...valid, email: 'asha@example' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});
