import { createStorefront } from '@storefront-kit/core';
import { readServerState, StorefrontProvider } from '@storefront-kit/react';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './routes';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// One storefront for the page: the API is on this origin (npm start serves both), and a guest
// who adds to the cart is asked to sign in (the spec's 'Please login to add items to cart').
// A server-rendered page carries the data it was rendered with: the first render shows it.
const storefront = createStorefront({
  baseUrl: '/api/v1',
  guestCart: 'login-required',
  initialQueries: readServerState(),
});

/** Marks the page interactive once React has committed it (`<html data-hydrated>`). */
function MarkHydrated() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <StorefrontProvider storefront={storefront}>
      <RouterProvider router={router} />
      <MarkHydrated />
    </StorefrontProvider>
  </StrictMode>
);

/**
 * Hydration renders what the server did: the matched routes' modules are loaded first (the
 * server preloaded them in the page's head, so this costs no round trip of its own). It runs as
 * a transition, so React hydrates in slices of a few milliseconds and yields between them (as
 * Next.js and Remix do): the page stays responsive to scrolling and taps while it hydrates, and
 * a phone's main thread is never blocked for the whole page. Interacting with a part first
 * hydrates that part first.
 */
async function hydrate(root: HTMLElement) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
}

if (container.hasAttribute('data-server-rendered')) {
  void hydrate(container);
} else {
  createRoot(container).render(app(createBrowserRouter(routes)));
}
