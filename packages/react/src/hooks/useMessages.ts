import {
  createTranslator,
  defaultMessages,
  type Messages,
  type Translate,
} from '@storefront-kit/core';
import { useMemo } from 'react';
import { useStorefront } from '../provider/StorefrontContext';

/** The whole catalogue, widened to its id → string shape (cheap for the type checker). */
const catalogue: Messages = defaultMessages;

/**
 * The translator of every user-facing string: the catalogue with the embedder's overrides.
 *
 * @example const t = useMessages(); t('cart.maxQuantity', { max: 999 }) // 'Max Qty: 999'
 */
export function useMessages(): Translate {
  const { messages } = useStorefront();
  return useMemo(() => createTranslator<Messages>(catalogue, messages), [messages]);
}
