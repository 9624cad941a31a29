// The site's open modal dialogs, topmost last. A modal `<dialog>` makes the rest of the page
// inert and sits above it, toasts included: the toaster moves into the topmost open dialog so
// its messages stay visible, clickable and announced.

const stack: HTMLElement[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Registers an open dialog's toast host (topmost from now on); the returned function removes it. */
export function pushDialogHost(host: HTMLElement): () => void {
  stack.push(host);
  emit();
  return () => {
    const index = stack.lastIndexOf(host);
    if (index >= 0) stack.splice(index, 1);
    emit();
  };
}

/** The toast host of the topmost open dialog, or null when none is open. */
export function topDialogHost(): HTMLElement | null {
  return stack.at(-1) ?? null;
}

/** Follows the stack of open dialogs (for `useSyncExternalStore`). */
export function subscribeDialogHosts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
