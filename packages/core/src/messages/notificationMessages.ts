/** The toasts' region and its controls (spec 1 §9: toasts, 5000 ms, top-right). */
export const notificationMessages = {
  'notifications.label': 'Notifications',
  'notifications.dismiss': 'Dismiss notification',
} as const;
