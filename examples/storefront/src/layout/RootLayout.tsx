import { Outlet, useNavigation } from 'react-router';
import { siteText } from '../siteMessages';
import { Footer } from './Footer';
import { Header } from './Header';
import './RootLayout.css';
import { ScrollToTop } from './ScrollToTop';
import { SiteToaster } from './SiteToaster';

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
      <Footer />
      <SiteToaster />
      <ScrollToTop />
    </>
  );
}
