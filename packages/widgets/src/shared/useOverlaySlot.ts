import { useEffect, useState, useSyncExternalStore } from 'react';

interface Slots {
  /** Per overlay name, the mounted claimants in mounting order; the first renders it. */
  readonly claims: Map<string, symbol[]>;
  readonly listeners: Set<() => void>;
}

// A registered symbol, so a second copy of the script tag or of the package shares the slots:
// one cart drawer per page, however many widgets could render it.
const SLOTS_KEY: unique symbol = Symbol.for('storefront-kit.overlay-slots');
const page = globalThis as typeof globalThis & { [SLOTS_KEY]?: Slots };

function slots(): Slots {
  page[SLOTS_KEY] ??= { claims: new Map(), listeners: new Set() };
  return page[SLOTS_KEY];
}

const subscribe = (listener: () => void) => {
  slots().listeners.add(listener);
  return () => void slots().listeners.delete(listener);
};

const notify = () => {
  for (const listener of [...slots().listeners]) listener();
};

/**
 * Whether this component renders the page's one overlay called `name` (e.g. the cart drawer,
 * which every cart button and cart drawer widget can render): of the mounted claimants, the
 * first one to mount does; when it unmounts, the next one takes over. False until mounted.
 *
 * @example
 * const mine = useOverlaySlot('cart-drawer');
 * return mine ? <CartDrawerPanel /> : null;
 */
export function useOverlaySlot(name: string): boolean {
  const [id] = useState(() => Symbol(name));
  useEffect(() => {
    const { claims } = slots();
    claims.set(name, [...(claims.get(name) ?? []), id]);
    notify();
    return () => {
      const rest = (claims.get(name) ?? []).filter((claim) => claim !== id);
      if (rest.length) claims.set(name, rest);
      else claims.delete(name);
      notify();
    };
  }, [name, id]);
  const owner = useSyncExternalStore(
    subscribe,
    () => slots().claims.get(name)?.[0] ?? null,
    () => null,
  );
  return owner === id;
}
