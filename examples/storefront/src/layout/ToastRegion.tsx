import { Toaster } from '@storefront-kit/react';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeDialogHosts, topDialogHost } from '../components/dialogStack';
import styles from './SiteToaster.module.css';

/**
 * The toasts' region (core's notification center: 5 s, top-right). While a modal dialog is
 * open (the cart, the mobile menu, a quick view) it shows inside it: the page behind a modal
 * `<dialog>` is inert, so toasts left there could be neither read nor dismissed.
 */
export function ToastRegion() {
  const host = useSyncExternalStore(subscribeDialogHosts, topDialogHost, () => null);
  const region = (
    <Toaster.Root className={styles.region} position="top-right">
      {(toast) => (
        <Toaster.Toast toast={toast} className={styles.toast}>
          <Toaster.Message className={styles.message} />
          <Toaster.Close className={styles.close} />
        </Toaster.Toast>
      )}
    </Toaster.Root>
  );
  return host ? createPortal(region, host) : region;
}
