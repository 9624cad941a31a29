import { describe, expect, it } from 'vitest';
import { TICKET_CATEGORIES } from '../schemas/tickets';
import { validateTicket } from './validateTicket';

const valid = { subject: 'Relay chatter', category: 'Technical', description: 'It clicks.' };

describe('validateTicket', () => {
  it.each(TICKET_CATEGORIES)('accepts category %s', (category) => {
    expect(validateTicket({ ...valid, category })).toEqual({});
  });

  it('requires subject, category and description', () => {
    expect(validateTicket({ subject: ' ', category: '', description: '\n' })).toEqual({
      subject: 'Subject is required',
      category: 'Category is required',
      description: 'Description is required',
    });
  });

  it('rejects a category outside the list', () => {
    expect(validateTicket({ ...valid, category: 'technical' })).toEqual({
      category: 'Category is required',
    });
  });

  it('blocks while an attachment is uploading', () => {
    expect(validateTicket({ ...valid, uploading: true })).toEqual({
      attachments: 'Please wait for all files to finish uploading',
    });
    expect(validateTicket({ ...valid, uploading: false })).toEqual({});
  });
});
