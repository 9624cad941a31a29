// The widgets' test setup: the shared one (as react's), plus what jsdom lacks and the widgets use.
import { resetAfterEachTest } from '@storefront-kit/test-utils/setup';

resetAfterEachTest();

// jsdom has HTMLDialogElement without showModal()/close() (whatwg jsdom #3294). This models
// only their state and `close` event; the top layer, inertness and focus behaviour are the
// browser's, and the Chromium tests (test/browser) exercise them.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected)
      throw new DOMException('The element is not in a document.', 'InvalidStateError');
    this.open = true;
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
