import type { MessageId, MessageOverrides } from './defaultMessages';
import { formatMessage, type MessageParams } from './formatMessage';

/** Looks up one message by id, applies the embedder's override and fills its parameters. */
export type Translate<Id extends MessageId = MessageId> = (
  id: Id,
  params?: MessageParams,
) => string;

/**
 * Builds a translator over one domain's default strings plus the embedder's overrides.
 * Modules pass only their own defaults, so unused domains tree-shake away.
 */
export function createTranslator<Defaults extends Partial<Record<MessageId, string>>>(
  defaults: Defaults,
  overrides?: MessageOverrides,
): Translate<keyof Defaults & MessageId> {
  return (id, params) => formatMessage(overrides?.[id] ?? (defaults[id] as string), params);
}
