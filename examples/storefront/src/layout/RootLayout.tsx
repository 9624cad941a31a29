import { Outlet, useNavigation } from 'react-router';
import { siteText } from '../siteMessages';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './RootLayout.module.css';
import { ScrollToTop } from './ScrollToTop';
import { SiteToaster } from './SiteToaster';

/** The shell of every page: skip link, header, the route, footer, toasts. */
export function RootLayout() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <a className={styles.skip} href="#main">
        {siteText('site.skipToContent')}
      </a>
      <Header />
      <div className={styles.progress} data-state={busy ? 'loading' : 'idle'} aria-hidden="true" />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={busy || undefined}>
        <Outlet />
      </main>
      <Footer />
      <SiteToaster />
      <ScrollToTop />
    </>
  );
}
