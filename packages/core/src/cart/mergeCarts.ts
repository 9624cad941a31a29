import type { CartLineBody } from '../schemas/cart';
import type { CartItem } from './types';

/**
 * A cart kept in local storage: a guest's cart, the cart saved at logout, or changes made
 * while the server could not be reached. `id` is the merge's idempotency key. `base` holds
 * the server quantities this copy was taken from (at logout or at the last server answer),
 * so that merging it back into the same user's cart adds only what changed since.
 */
export interface LocalCart {
  readonly id: string;
  readonly items: readonly CartItem[];
  readonly discount?: { readonly code: string; readonly amount: number } | null;
  readonly base?: {
    readonly userId: string;
    readonly quantities: Readonly<Record<string, number>>;
  };
}

/**
 * The lines to send to the server to merge a local cart into `userId`'s cart (spec 1 §4:
 * existing items get the summed quantity, new items are added). For a copy taken from the
 * same user's server cart, each line carries only the change since (negative when units were
 * removed meanwhile); otherwise each line carries its whole quantity. Lines come in the
 * local cart's order, then removed ones in the base's order: deterministic.
 */
export function planMerge(local: LocalCart, userId: string): CartLineBody[] {
  const base = local.base?.userId === userId ? local.base.quantities : {};
  const lines: CartLineBody[] = [];
  const seen = new Set<string>();
  for (const item of local.items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const quantity =
      local.items.reduce((sum, line) => (line.id === item.id ? sum + line.quantity : sum), 0) -
      (base[item.id] ?? 0);
    if (quantity !== 0) lines.push({ id: item.id, quantity, name: item.name, sku: item.sku });
  }
  for (const [id, quantity] of Object.entries(base)) {
    if (!seen.has(id) && quantity > 0) lines.push({ id, quantity: -quantity });
  }
  return lines;
}

/** A server-side cart for `applyMerge`: its lines and the merge ids it has applied. */
export interface MergeTarget<Line extends { id: string; quantity: number; maxQuantity?: number }> {
  readonly items: readonly Line[];
  readonly appliedMergeIds: readonly string[];
}

/**
 * Applies merge lines to a cart, the way the server does: quantities are summed and kept
 * within 1..maxQuantity, a line that reaches 0 is removed, a new line is created with
 * `create`. A `mergeId` already applied changes nothing, so a retried merge is harmless.
 */
export function applyMerge<Line extends { id: string; quantity: number; maxQuantity?: number }>(
  target: MergeTarget<Line>,
  lines: readonly CartLineBody[],
  mergeId: string | undefined,
  create: (line: CartLineBody) => Line | null,
): MergeTarget<Line> {
  if (mergeId && target.appliedMergeIds.includes(mergeId)) return target;
  let items = [...target.items];
  for (const line of lines) {
    const index = items.findIndex((item) => item.id === line.id);
    const existing = items[index];
    if (existing) {
      const quantity = Math.min(
        existing.quantity + line.quantity,
        existing.maxQuantity ?? Infinity,
      );
      items =
        quantity > 0
          ? items.map((item, i) => (i === index ? { ...item, quantity } : item))
          : items.filter((_, i) => i !== index);
    } else if (line.quantity > 0) {
      const created = create(line);
      if (created) {
        items.push({
          ...created,
          quantity: Math.min(line.quantity, created.maxQuantity ?? Infinity),
        });
      }
    }
  }
  return {
    items,
    appliedMergeIds: mergeId ? [...target.appliedMergeIds, mergeId] : target.appliedMergeIds,
  };
}
