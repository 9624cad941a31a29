import { useSignals } from '@preact/signals-react/runtime';
import {
  createQuoteRequest,
  type QuoteDraft,
  type QuoteDraftField,
  type QuoteProduct,
  type QuoteRequest,
  type QuoteRequestState,
  type QuoteSubmitResult,
} from '@storefront-kit/core';
import { useRef } from 'react';
import { useStorefront } from '../provider/StorefrontContext';
import { useOwnedController } from './useOwnedController';

export interface UseQuoteRequestResult extends QuoteRequestState {
  /** Whether the modal shows (any status but `closed`). */
  readonly isOpen: boolean;
  /**
   * Opens the form for the hook's product (or the one given), filled in with the signed-in
   * customer's name, e-mail and mobile unless `prefill` says otherwise.
   */
  open(product?: QuoteProduct, prefill?: Partial<QuoteDraft>): void;
  close(): void;
  setField(field: QuoteDraftField, value: string): void;
  submit(): Promise<QuoteSubmitResult>;
}

/**
 * The product page's quote modal (spec 2, Quote request modal): form, submitting, the success
 * summary (it closes and resets after 3 s) and the error under the form.
 *
 * @example
 * const quote = useQuoteRequest({ id: view.id, name: view.name, brand: view.brand });
 * <button onClick={() => quote.open()}>Request a Quote</button>
 */
export function useQuoteRequest(product?: QuoteProduct): UseQuoteRequestResult {
  useSignals();
  const storefront = useStorefront();
  const latest = useRef(product);
  latest.current = product;
  const create = (): QuoteRequest =>
    createQuoteRequest({ client: storefront.client, messages: storefront.messages });
  const controller = useOwnedController(create);
  const state = controller.state.value;
  return {
    ...state,
    isOpen: state.status !== 'closed',
    open(target, prefill) {
      const user = storefront.session.user();
      controller.open(target ?? latest.current ?? null, {
        name: user?.name ?? '',
        email: user?.email ?? '',
        phone: user?.mobile_number ?? '',
        ...prefill,
      });
    },
    close: controller.close,
    setField: controller.setField,
    submit: controller.submit,
  };
}
