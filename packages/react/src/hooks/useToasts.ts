import { useSignals } from '@preact/signals-react/runtime';
import type { Notifier, Toast } from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';

/** The page's toasts and what can be done with them. */
export interface UseToastsResult {
  /** Visible toasts, oldest first; each leaves after its duration (5 s by default). */
  readonly toasts: readonly Toast[];
  /** Shows a toast; the same kind and message already visible is not repeated. */
  readonly notify: Notifier;
  dismiss(id: number): void;
  clear(): void;
}

/**
 * The storefront's notification center (core owns the timing): what core's stores report
 * ('Please login to add items to cart', 'Coupon removed successfully', …) and what the page
 * adds with `notify`.
 *
 * @example
 * const { toasts, dismiss } = useToasts();
 * toasts.map((toast) => <p key={toast.id}>{toast.message}</p>);
 */
export function useToasts(): UseToastsResult {
  useSignals();
  const { notifications } = useStorefront();
  return {
    toasts: notifications.toasts.value,
    notify: notifications.notify,
    dismiss: notifications.dismiss,
    clear: notifications.clear,
  };
}
