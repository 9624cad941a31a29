// jsdom has HTMLDialogElement without showModal()/close() (jsdom issue #3294). This models what
// the components rely on: the `open` state, the `close` event, the dialog focusing steps (the
// `autofocus` element, else the first focusable one) and Escape as the browser's close request
// (a `cancel` event at the topmost modal dialog, which closes it unless cancelled). The top layer,
// the inert page and the focus kept inside are the browser's alone: the Chromium suites (the
// widgets' and the storefront's) and the stories' `:modal` checks exercise those.

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The modal dialogs shown, topmost last. */
const modals: HTMLDialogElement[] = [];

function topmostModal(): HTMLDialogElement | undefined {
  for (let i = modals.length - 1; i >= 0; i -= 1) {
    const dialog = modals[i];
    if (dialog?.open && dialog.isConnected) return dialog;
    modals.splice(i, 1);
  }
  return undefined;
}

/** Installs the model once per realm (a no-op where the browser has the real thing). */
export function installDialogModel(): void {
  if (typeof HTMLDialogElement === 'undefined') return;
  // jsdom's prototype lacks it, though the DOM's types declare it.
  const prototype: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  if (prototype.showModal) return;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected)
      throw new DOMException('The element is not in a document.', 'InvalidStateError');
    this.open = true;
    modals.push(this);
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    this.dispatchEvent(new Event('close'));
  };
  // Escape's default action, after the key event went through the page unprevented.
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = topmostModal();
    if (!dialog) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
  });
}
