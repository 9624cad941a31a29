import { describe, expect, it } from 'vitest';
import { initialQuoteRequestState, quoteRequestReducer } from './quoteRequestReducer';

const product = { id: 'p1', name: 'Servo drive' };
const opened = () =>
  quoteRequestReducer(initialQuoteRequestState, {
    type: 'open',
    product,
    prefill: { name: 'Asha' },
  });

describe('quoteRequestReducer', () => {
  it('opens the form for a product, prefilled, quantity 1', () => {
    expect(opened()).toMatchObject({
      status: 'open',
      product,
      values: { name: 'Asha', quantity: '1', email: '' },
    });
  });

  it('clears the error of an edited field only; edits are ignored while closed or submitting', () => {
    let state = quoteRequestReducer(opened(), {
      type: 'invalid',
      errors: { name: 'Full name is required', phone: 'Phone number is required' },
    });
    state = quoteRequestReducer(state, { type: 'set-field', field: 'name', value: 'Asha V' });
    state = quoteRequestReducer(state, { type: 'set-field', field: 'company', value: 'Acme' });
    expect(state.errors).toEqual({ phone: 'Phone number is required' });
    const closed = initialQuoteRequestState;
    expect(quoteRequestReducer(closed, { type: 'set-field', field: 'name', value: 'x' })).toBe(
      closed,
    );
    const submitting = quoteRequestReducer(state, { type: 'submit' });
    expect(submitting).toMatchObject({ status: 'submitting', errors: {} });
    expect(quoteRequestReducer(submitting, { type: 'set-field', field: 'name', value: 'x' })).toBe(
      submitting,
    );
    expect(quoteRequestReducer(submitting, { type: 'open', product: null, prefill: {} })).toBe(
      submitting,
    );
  });

  it('ends in success with the summary, or in error with the form still editable', () => {
    const submitting = quoteRequestReducer(opened(), { type: 'submit' });
    const success = quoteRequestReducer(submitting, {
      type: 'success',
      quote: null,
      message: 'Done',
    });
    expect(success).toMatchObject({ status: 'success', message: 'Done' });
    const failed = quoteRequestReducer(submitting, {
      type: 'failure',
      error: 'Server error. Please try again later.',
    });
    expect(failed).toMatchObject({
      status: 'error',
      error: 'Server error. Please try again later.',
    });
    expect(
      quoteRequestReducer(failed, { type: 'set-field', field: 'message', value: 'x' }).values
        .message,
    ).toBe('x');
    expect(quoteRequestReducer(success, { type: 'close' })).toBe(initialQuoteRequestState);
  });
});
