import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  getSignInRequest,
  registerSignInHost,
  settleSignInRequest,
  subscribeSignInRequest,
} from '../../shared/signInRequest';
import { LoadBoundary } from './LoadBoundary';

// The modal's code (forms, validation, its sheet) loads on the first request only, so a widget
// that may ask for an account (a product card's heart, the checkout) does not carry it.
const SignInModal = lazy(() =>
  import('./SignInModalWidget').then((module) => ({ default: module.SignInModalWidget })),
);

/**
 * Lets this widget render the page's sign-in modal when some widget calls `requestSignIn()`:
 * of all mounted hosts, the first one registered renders it (in its own shadow root, in the
 * top layer). Renders nothing until the first request, then the lazily loaded modal. A signed-in
 * shopper resolves the request with `true`, a dismissal with `false`.
 *
 * @example
 * function MyWidget() {
 *   return <><button onClick={() => void requestSignIn()}>…</button><SignInRequestHost /></>;
 * }
 */
export function SignInRequestHost() {
  const [id, setId] = useState<symbol | null>(null);
  useEffect(() => {
    const host = registerSignInHost();
    setId(host.id);
    return host.unregister;
  }, []);
  const request = useSyncExternalStore(subscribeSignInRequest, getSignInRequest, getSignInRequest);
  const open = request.status === 'open';
  // Once loaded, the modal stays mounted, so closing it runs its focus return and unlock.
  const used = useRef(false);
  // Each opening gets a fresh boundary, so a chunk that failed to load fails that request too.
  const openings = useRef({ count: 0, open: false });
  if (open && !openings.current.open) openings.current.count += 1;
  openings.current.open = open;
  if (!id || request.host !== id) return null;
  if (open) used.current = true;
  if (!used.current) return null;
  return (
    // If the modal's code cannot load (offline), the request ends as a dismissal, not hanging.
    <LoadBoundary key={openings.current.count} onError={() => settleSignInRequest(false)}>
      <Suspense fallback={null}>
        <SignInModal
          open={open}
          initialMode={request.mode}
          onOpenChange={(next) => {
            if (!next) settleSignInRequest(false);
          }}
          onSignedIn={() => settleSignInRequest(true)}
        />
      </Suspense>
    </LoadBoundary>
  );
}
