/** How a notification looks: the spec's toasts are success, error and info. */
export type NotificationKind = 'success' | 'error' | 'info';

/** One user-facing notification (a toast in the UI). */
export interface Notification {
  readonly kind: NotificationKind;
  readonly message: string;
  /** Milliseconds before it disappears. @default 5000 */
  readonly duration?: number;
  /**
   * What the notification is about (e.g. `'coupon'`, `'payment'`, `'cart'`): a later one with
   * the same key replaces it in place, so 'Payment successful!' never sits under 'Payment
   * failed', nor a coupon's removal under 'Coupon applied successfully!'.
   */
  readonly key?: string;
}

/**
 * Where core's stores report what the shopper should be told ('Please login to add items to
 * cart', 'Coupon removed successfully', …). The UI decides how to show it.
 */
export type Notifier = (notification: Notification) => void;

/** A notification on screen, as the notification center holds it. */
export interface Toast {
  /** Unique within its notification center; a stable key for the UI. */
  readonly id: number;
  readonly kind: NotificationKind;
  readonly message: string;
  /** Milliseconds before it is dismissed; 0 (or less) keeps it until dismissed. */
  readonly duration: number;
  /** The notification's `key`, when it had one. */
  readonly key?: string;
}
