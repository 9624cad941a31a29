import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { siteText } from '../siteMessages';
import { Header } from './Header';
import './RootLayout.css';
import { ScrollToTop } from './ScrollToTop';
import { SiteToaster } from './SiteToaster';

// The footer is below every page's first view: its code loads after the first paint. A server
// render waits for it (its links and categories are in the page's HTML), and hydration keeps
// that markup until the code arrives; a page rendered in the browser shows its empty frame
// meanwhile (it comes last, so nothing moves).
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** The shell of every page: skip link, header, the route, footer, toasts. */
export function RootLayout() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <a className="root-layout-skip" href="#main">
        {siteText('site.skipToContent')}
      </a>
      <Header />
      <div
        className="root-layout-progress"
        data-state={busy ? 'loading' : 'idle'}
        aria-hidden="true"
      />
      <main id="main" className="root-layout-main" tabIndex={-1} aria-busy={busy || undefined}>
        <Outlet />
      </main>
      <Suspense fallback={<footer className="footer-footer footer-pending" />}>
        <Footer />
      </Suspense>
      <SiteToaster />
      <ScrollToTop />
    </>
  );
}
