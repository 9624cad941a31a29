import { useStorefront } from '@storefront-kit/react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '../components/whenIdle';

const ToastRegion = lazy(() => import('./ToastRegion').then((m) => ({ default: m.ToastRegion })));

/**
 * The page's toasts. Their region (`ToastRegion`) is not needed for the first paint: it mounts
 * when the browser is first idle, or at once when a toast arrives before that.
 */
export function SiteToaster() {
  const { notifications } = useStorefront();
  const subscribe = useCallback(
    (onChange: () => void) => notifications.toasts.subscribe(() => onChange()),
    [notifications],
  );
  const hasToast = useSyncExternalStore(
    subscribe,
    () => notifications.toasts.peek().length > 0,
    () => false,
  );
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  // A new page: what was said about the page left goes ('Payment cancelled by user' never sits
  // over /success); what the move itself announced ('Payment successful!') stays.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    notifications.clearStale();
  }, [pathname, notifications]);
  if (!idle && !hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
