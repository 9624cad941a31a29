import { describe, expect, it } from 'vitest';
import type { Ticket } from '../schemas/tickets';
import {
  DEFAULT_TICKET_FILTERS,
  initialTicketsState,
  type TicketsState,
  ticketsReducer,
} from './ticketsReducer';

const ticket = (id: string, partial: Partial<Ticket> = {}): Ticket => ({
  id,
  subject: `Subject ${id}`,
  category: 'Technical',
  priority: 'Medium',
  description: 'Relay chatters at 24 V',
  status: 'Open',
  createdAt: '2026-01-01T00:00:00.000Z',
  comments: [],
  ...partial,
});
const listed = (): TicketsState =>
  ticketsReducer(initialTicketsState, {
    type: 'load-success',
    tickets: [ticket('t1'), ticket('t2')],
  });

describe('ticketsReducer', () => {
  it('loads the list; sets and clears filters', () => {
    expect(ticketsReducer(initialTicketsState, { type: 'load-start' }).status).toBe('loading');
    expect(listed()).toMatchObject({ status: 'loaded', error: null });
    expect(
      ticketsReducer(initialTicketsState, {
        type: 'load-failure',
        error: 'Failed to fetch support tickets',
      }),
    ).toMatchObject({ status: 'error', error: 'Failed to fetch support tickets' });
    const filtered = ticketsReducer(listed(), {
      type: 'set-filters',
      filters: { status: 'Closed', search: 'relay' },
    });
    expect(filtered.filters).toEqual({ search: 'relay', status: 'Closed', priority: 'all' });
    expect(ticketsReducer(filtered, { type: 'clear-filters' }).filters).toBe(
      DEFAULT_TICKET_FILTERS,
    );
  });

  it('keeps the orders for the form, or their failure', () => {
    const state = ticketsReducer(initialTicketsState, {
      type: 'orders-loaded',
      orders: ['order_1'],
    });
    expect(state.orders).toEqual(['order_1']);
    expect(
      ticketsReducer(state, { type: 'orders-failure', error: 'Failed to fetch data' }).ordersError,
    ).toBe('Failed to fetch data');
  });

  it('edits the form, clearing only the edited field error, and resets after success', () => {
    let state = ticketsReducer(initialTicketsState, {
      type: 'form-invalid',
      errors: {
        subject: 'Subject is required',
        category: 'Category is required',
        attachments: 'wait',
      },
    });
    state = ticketsReducer(state, { type: 'set-field', field: 'subject', value: 'Relay' });
    state = ticketsReducer(state, { type: 'set-field', field: 'priority', value: 'High' });
    expect(state.form.errors).toEqual({ category: 'Category is required', attachments: 'wait' });
    state = ticketsReducer(state, { type: 'clear-form-error', field: 'attachments' });
    expect(state.form.errors).toEqual({ category: 'Category is required' });
    state = ticketsReducer(state, { type: 'form-submit' });
    expect(state.form).toMatchObject({ status: 'submitting', errors: {} });
    const failed = ticketsReducer(state, {
      type: 'form-failure',
      error: 'Failed to create ticket. Please try again.',
    });
    expect(failed.form).toMatchObject({
      status: 'error',
      values: { subject: 'Relay', priority: 'High' },
    });
    const created = ticketsReducer(state, { type: 'form-success', ticket: ticket('t3') });
    expect(created.form).toMatchObject({
      status: 'success',
      values: { subject: '', priority: 'Medium' },
    });
    expect(
      ticketsReducer(created, { type: 'set-field', field: 'subject', value: 'x' }).form.status,
    ).toBe('idle');
    expect(ticketsReducer(failed, { type: 'form-reset' }).form.values.subject).toBe('');
  });

  it('opens a ticket, takes the server copy of the same ticket only, and closes', () => {
    let state = ticketsReducer(listed(), { type: 'open', id: 't1', ticket: ticket('t1') });
    expect(state.selected).toMatchObject({ id: 't1', status: 'loading' });
    expect(ticketsReducer(state, { type: 'view-success', ticket: ticket('t2') })).toBe(state);
    state = ticketsReducer(state, {
      type: 'view-success',
      ticket: ticket('t1', { subject: 'Fresh' }),
    });
    expect(state.selected).toMatchObject({ status: 'loaded', ticket: { subject: 'Fresh' } });
    expect(
      ticketsReducer(state, { type: 'view-failure', error: 'Ticket not found' }).selected,
    ).toMatchObject({ status: 'error', error: 'Ticket not found' });
    expect(ticketsReducer(state, { type: 'close' }).selected.id).toBeNull();
  });

  it("replaces the ticket in the list with the server's after a comment", () => {
    let state = ticketsReducer(listed(), { type: 'open', id: 't2', ticket: ticket('t2') });
    state = ticketsReducer(state, { type: 'set-comment', text: 'Still chattering' });
    state = ticketsReducer(state, { type: 'comment-invalid', errors: { message: 'short' } });
    state = ticketsReducer(state, { type: 'set-comment', text: 'Still chattering at 24 V' });
    expect(state.comment.errors).toEqual({});
    state = ticketsReducer(state, { type: 'comment-submit' });
    const updated = ticket('t2', { comments: [{ message: 'Still chattering at 24 V' }] });
    const done = ticketsReducer(state, { type: 'comment-success', ticket: updated });
    expect(done.tickets[1]).toBe(updated);
    expect(done.selected.ticket).toBe(updated);
    expect(done.comment).toMatchObject({ text: '', status: 'success' });
    expect(ticketsReducer(done, { type: 'set-comment', text: 'x' }).comment.status).toBe('idle');
    const other = ticketsReducer(state, {
      type: 'comment-success',
      ticket: ticket('t1', { subject: 'x' }),
    });
    expect(other.selected.ticket?.id).toBe('t2');
    expect(
      ticketsReducer(state, {
        type: 'comment-failure',
        error: 'Failed to add comment. Please try again.',
      }).comment,
    ).toMatchObject({ status: 'error', text: 'Still chattering at 24 V' });
    expect(ticketsReducer(done, { type: 'reset' })).toBe(initialTicketsState);
  });
});
