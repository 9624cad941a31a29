import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { siteText } from '../siteMessages';
// The footer's styles come with the site's own (the entry's stylesheet, linked from every page's
// head), not with its code: a server-rendered page shows its footer styled at its first paint,
// and without JavaScript too.
import './Footer.css';
import { Header } from './Header';
import { MarkHydrated } from './MarkHydrated';
import './RootLayout.css';
import { ScrollToTop } from './ScrollToTop';
import { SiteToaster } from './SiteToaster';

// The footer is below every page's first view: its code loads after the first paint. A server
// render waits for it (its links and categories are in the page's HTML, styled by Footer.css
// above), and hydration keeps that markup until the code arrives; a page rendered in the browser
// shows its empty frame meanwhile (it comes last, so nothing moves).
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

// The page counts as hydrated (`<html data-hydrated>`) once both the route and the footer have.
const PAGE = ['page'] as const;
const FOOTER = ['footer'] as const;

/**
 * The shell of every page: skip link, header, the route, footer, toasts.
 *
 * Its two `Suspense` boundaries (they never show a fallback: nothing in them suspends that has
 * no boundary of its own) split the hydration of a server-rendered page into parts. React
 * hydrates a boundary's content after what is outside it, in a render and commit of its own: the
 * router first, then the shell (header, toasts), then the page and the footer. Each commit is a
 * task of its own, so no single task hydrates the whole page, which on a phone blocked its main
 * thread for about 150 ms (Lighthouse's Total Blocking Time). The footer's boundary hydrates when
 * its code has arrived, which may be after the page's: the page is marked hydrated once both are.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <Suspense fallback={null}>
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
        <Suspense fallback={null}>
          <Outlet />
          <MarkHydrated part="page" waitFor={FOOTER} />
        </Suspense>
      </main>
      <Suspense fallback={<footer className="footer-footer footer-pending" />}>
        <Footer />
        <MarkHydrated part="footer" waitFor={PAGE} />
      </Suspense>
      <SiteToaster />
      <ScrollToTop />
    </Suspense>
  );
}
