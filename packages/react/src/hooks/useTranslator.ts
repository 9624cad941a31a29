import { createTranslator, type MessageId, type Translate } from '@storefront-kit/core';
import { useMemo } from 'react';
import { useStorefront } from '../provider/StorefrontContext';

/**
 * The translator of one domain's strings (core's `cartMessages`, `searchMessages`, …) with the
 * embedder's overrides. Components use it instead of `useMessages` so a bundle carries only the
 * strings it shows (the whole catalogue is about 4.5 kB gzipped). Pass a module-level object:
 * a new object every render would rebuild the translator.
 *
 * @example
 * const strings = { ...cartMessages, ...productMessages };
 * function Line() { const t = useTranslator(strings); return t('cart.remove'); }
 */
export function useTranslator<Defaults extends Partial<Record<MessageId, string>>>(
  defaults: Defaults,
): Translate<keyof Defaults & MessageId> {
  const { messages } = useStorefront();
  return useMemo(() => createTranslator(defaults, messages), [defaults, messages]);
}
