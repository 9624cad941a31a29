import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page (spec 2 §2). Filter changes stay put. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new pathname.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
