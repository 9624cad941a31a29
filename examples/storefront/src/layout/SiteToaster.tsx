import { Toaster } from '@storefront-kit/react';
import styles from './SiteToaster.module.css';

/** The page's toasts (core's notification center: 5 s, top-right). */
export function SiteToaster() {
  return (
    <Toaster.Root className={styles.region} position="top-right">
      {(toast) => (
        <Toaster.Toast toast={toast} className={styles.toast}>
          <Toaster.Message className={styles.message} />
          <Toaster.Close className={styles.close} />
        </Toaster.Toast>
      )}
    </Toaster.Root>
  );
}
