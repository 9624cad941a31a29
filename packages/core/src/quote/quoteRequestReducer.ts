import type { Quote } from '../schemas/quotes';
import { clearFieldError } from '../validation/clearFieldError';
import type { FieldErrors } from '../validation/types';
import type { QuoteField } from '../validation/validateQuote';

/**
 * The quote modal (spec 2 §4): `closed`, `open` (the form), `submitting`, `success` (the
 * summary; it closes and resets after 3 s) or `error` (the message under the form, which
 * stays editable).
 */
export type QuoteRequestStatus = 'closed' | 'open' | 'submitting' | 'success' | 'error';

/** The product a quote is asked for. */
export interface QuoteProduct {
  readonly id: string;
  readonly name?: string;
  readonly brand?: string;
  readonly category?: string;
}

/** The form's values, as typed. */
export interface QuoteDraft {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly company: string;
  readonly message: string;
  /** The text of the quantity input. @default '1' */
  readonly quantity: string;
}

export type QuoteDraftField = keyof QuoteDraft;

export interface QuoteRequestState {
  readonly status: QuoteRequestStatus;
  readonly product: QuoteProduct | null;
  readonly values: QuoteDraft;
  /** A field's entry clears when that field is edited (spec 2 §5). */
  readonly errors: FieldErrors<QuoteField>;
  /** The message under the form after a failed submission. */
  readonly error: string | null;
  /** 'Quote request submitted successfully! Our team will contact you soon.' */
  readonly message: string | null;
  /** The request as the server stored it (the success summary). */
  readonly quote: Quote | null;
}

export type QuoteRequestAction =
  | { type: 'open'; product: QuoteProduct | null; prefill: Partial<QuoteDraft> }
  | { type: 'close' }
  | { type: 'set-field'; field: QuoteDraftField; value: string }
  | { type: 'invalid'; errors: FieldErrors<QuoteField> }
  | { type: 'submit' }
  | { type: 'success'; quote: Quote | null; message: string }
  | { type: 'failure'; error: string };

export const emptyQuoteDraft: QuoteDraft = {
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  quantity: '1',
};

export const initialQuoteRequestState: QuoteRequestState = {
  status: 'closed',
  product: null,
  values: emptyQuoteDraft,
  errors: {},
  error: null,
  message: null,
  quote: null,
};

const isQuoteField = (field: QuoteDraftField): field is QuoteDraftField & QuoteField =>
  field === 'name' || field === 'email' || field === 'phone' || field === 'quantity';

/** The quote modal's pure transitions; edits are ignored while submitting or after success. */
export function quoteRequestReducer(
  state: QuoteRequestState,
  action: QuoteRequestAction,
): QuoteRequestState {
  switch (action.type) {
    case 'open':
      if (state.status === 'submitting') return state;
      return {
        ...initialQuoteRequestState,
        status: 'open',
        product: action.product,
        values: { ...emptyQuoteDraft, ...action.prefill },
      };
    case 'close':
      return initialQuoteRequestState;
    case 'set-field':
      if (state.status !== 'open' && state.status !== 'error') return state;
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: isQuoteField(action.field)
          ? clearFieldError(state.errors, action.field)
          : state.errors,
      };
    case 'invalid':
      return { ...state, errors: action.errors };
    case 'submit':
      return { ...state, status: 'submitting', errors: {}, error: null };
    case 'success':
      return { ...state, status: 'success', quote: action.quote, message: action.message };
    case 'failure':
      return { ...state, status: 'error', error: action.error };
    default:
      action satisfies never;
      return state;
  }
}
