import { Toaster } from '@storefront-kit/react';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeDialogHosts, topDialogHost } from '../components/dialogStack';
import './SiteToaster.css';

/**
 * The toasts' region (core's notification center: 5 s). Bottom-left, not the spec's top-right:
 * there they covered the header's cart and account buttons and the checkout's order summary
 * (issue #20). While a modal dialog is
 * open (the cart, the mobile menu, a quick view) it shows inside it: the page behind a modal
 * `<dialog>` is inert, so toasts left there could be neither read nor dismissed.
 */
export function ToastRegion() {
  const host = useSyncExternalStore(subscribeDialogHosts, topDialogHost, () => null);
  const region = (
    <Toaster.Root className="site-toaster-region" position="bottom-left">
      {(toast) => (
        <Toaster.Toast toast={toast} className="site-toaster-toast">
          <Toaster.Message className="site-toaster-message" />
          <Toaster.Close className="site-toaster-close" />
        </Toaster.Toast>
      )}
    </Toaster.Root>
  );
  return host ? createPortal(region, host) : region;
}
