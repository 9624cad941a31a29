/** The toasts' region and its controls (spec 1 §9: toasts, 5000 ms, top-right). */
export const notificationMessages = {
  'notifications.label': 'Notifications',
  'notifications.dismiss': 'Dismiss notification',
  // The close button of the widgets' dialogs (quote, sign-in, quick view, checkout payment).
  'dialog.close': 'Close',
} as const;
