import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { QuotesApi } from '../api/quotesApi';
import { QUOTE_CLOSE_MS } from '../constants';
import { isApiError, serverMessage } from '../errors/ApiError';
import { faultMessage } from '../errors/faultMessage';
import { isNetworkError } from '../errors/NetworkError';
import { isResponseValidationError } from '../errors/ResponseValidationError';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { quoteMessages } from '../messages/quoteMessages';
import type { Quote } from '../schemas/quotes';
import { hasErrors } from '../validation/hasErrors';
import type { FieldErrors } from '../validation/types';
import { type QuoteField, validateQuote } from '../validation/validateQuote';
import {
  initialQuoteRequestState,
  type QuoteDraft,
  type QuoteDraftField,
  type QuoteProduct,
  type QuoteRequestAction,
  type QuoteRequestState,
  quoteRequestReducer,
} from './quoteRequestReducer';

/** Options of `createQuoteRequest`. */
export interface QuoteRequestOptions {
  client: { readonly quotes: Pick<QuotesApi, 'create'> };
  messages?: MessageOverrides;
  /** Delay after which a successful request closes and resets the modal. @default 3000 */
  closeMs?: number;
}

/** How a submission ended. `invalid`: see `errors`; nothing was sent. */
export type QuoteSubmitResult =
  | { readonly status: 'success'; readonly quote: Quote | null }
  | { readonly status: 'invalid'; readonly errors: FieldErrors<QuoteField> }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'busy' | 'skipped' };

export interface QuoteRequest {
  readonly state: ReadonlySignal<QuoteRequestState>;
  /**
   * Opens the form for a product, optionally filled in (e.g. the signed-in customer's name,
   * e-mail and phone).
   */
  open(product?: QuoteProduct | null, prefill?: Partial<QuoteDraft>): void;
  /** Closes and resets the modal. */
  close(): void;
  setField(field: QuoteDraftField, value: string): void;
  /** Validates and sends the request. */
  submit(): Promise<QuoteSubmitResult>;
  dispose(): void;
}

/**
 * The product page's quote modal (spec 2 §2, §4, §5, §8): the form with its rules ('Full name
 * is required', …), `POST /quote-request/create`, and the spec's messages. Success only when
 * the server says so (decisions.md); 400 gives 'Please check your information and try
 * again.', 5xx 'Server error. Please try again later.'. After success the modal closes and
 * resets after 3 s.
 *
 * @example
 * const quote = createQuoteRequest({ client });
 * quote.open({ id: product.id, name: product.name, brand: product.brand });
 * quote.setField('name', 'Asha Verma');
 * await quote.submit();
 */
export function createQuoteRequest(options: QuoteRequestOptions): QuoteRequest {
  const { client, messages } = options;
  const t = createTranslator(quoteMessages, messages);
  const state = signal<QuoteRequestState>(initialQuoteRequestState);
  const dispatch = (action: QuoteRequestAction) => {
    state.value = quoteRequestReducer(state.peek(), action);
  };
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  function errorMessage(error: unknown): string {
    if (isApiError(error)) {
      if (error.status === 400 || error.status === 422) return t('quote.checkInfo');
      if (error.status >= 500) return t('quote.serverError');
      return serverMessage(error) ?? t('quote.failed');
    }
    if (isResponseValidationError(error)) return t('quote.failed');
    // No answer: not the transport's 'Network Error: Failed to fetch', but what to do.
    if (isNetworkError(error)) return faultMessage(error, messages) ?? t('quote.failed');
    return error instanceof Error && error.message ? error.message : t('quote.failed');
  }

  async function submit(): Promise<QuoteSubmitResult> {
    const current = state.peek();
    if (current.status === 'submitting') return { status: 'busy' };
    if (current.status !== 'open' && current.status !== 'error') return { status: 'skipped' };
    const { values, product } = current;
    const errors = validateQuote(values, { messages });
    if (hasErrors(errors)) {
      dispatch({ type: 'invalid', errors });
      return { status: 'invalid', errors };
    }
    const mine = ++generation;
    dispatch({ type: 'submit' });
    const optional = (text: string | undefined) => text?.trim() || undefined;
    try {
      const answer = await client.quotes.create({
        product_id: product?.id,
        product_name: optional(product?.name),
        customer_name: values.name.trim(),
        customer_email: values.email.trim(),
        customer_phone: values.phone.trim(),
        company: optional(values.company),
        quantity: Number(values.quantity),
        message: optional(values.message),
        brand_name: optional(product?.brand),
        category_name: optional(product?.category),
      });
      if (mine !== generation) return { status: 'skipped' };
      const succeeded =
        answer.success === true || (answer.success === undefined && answer.meta?.status === true);
      if (!succeeded) {
        const message = answer.message || answer.meta?.message || t('quote.failed');
        dispatch({ type: 'failure', error: message });
        return { status: 'error', message };
      }
      const quote = answer.data ?? null;
      dispatch({ type: 'success', quote, message: t('quote.success') });
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => dispatch({ type: 'close' }), options.closeMs ?? QUOTE_CLOSE_MS);
      return { status: 'success', quote };
    } catch (error) {
      if (mine !== generation) return { status: 'skipped' };
      const message = errorMessage(error);
      dispatch({ type: 'failure', error: message });
      return { status: 'error', message };
    }
  }

  return {
    state,
    open(product = null, prefill = {}) {
      clearTimeout(closeTimer);
      dispatch({ type: 'open', product, prefill });
    },
    close() {
      clearTimeout(closeTimer);
      generation += 1;
      dispatch({ type: 'close' });
    },
    setField: (field, value) => dispatch({ type: 'set-field', field, value }),
    submit,
    dispose() {
      clearTimeout(closeTimer);
      generation += 1;
    },
  };
}
