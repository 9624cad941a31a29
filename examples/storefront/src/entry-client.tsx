import { createStorefront, preloadClient } from '@storefront-kit/core';
import { readServerState, StorefrontProvider } from '@storefront-kit/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { replaceBrokenImages } from './components/imageFallback';
import { whenIdle } from './components/whenIdle';
import { routes } from './routes';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** Resolves in a task of its own: the browser may paint and handle input before it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the site in steps, each in a task of its own: the modules are evaluated, then the
 * storefront is set up, the page's routes are matched and loaded, the router is created, and
 * React hydrates. Done at once, that was one task of about 35 ms on a desktop and 130 ms or more
 * on the phone Lighthouse emulates: a long task that blocks taps (Total Blocking Time). (Not a
 * top-level `await`: the bundler would split the entry's modules into dozens of small chunks.)
 */
async function start(root: HTMLElement) {
  // A picture that fails shows the placeholder, not the browser's broken-image icon.
  replaceBrokenImages();
  await nextTask();
  // One storefront for the page: the API is on this origin (npm start serves both). A guest fills
  // a cart kept in this browser and is asked to sign in at checkout; the cart merges into their
  // account's at sign-in (decisions.md: guest carts, like the widgets).
  // A server-rendered page carries the data it was rendered with: the first render shows it.
  const storefront = createStorefront({
    baseUrl: '/api/v1',
    guestCart: 'local',
    initialQueries: readServerState(),
  });
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <StorefrontProvider storefront={storefront}>
        <RouterProvider router={router} />
      </StorefrontProvider>
    </StrictMode>
  );
  // The client's code (its transport, the catalogue's and the account's methods and schemas)
  // is not part of the first paint; fetched once the browser is idle, the first search, filter
  // or add to cart waits for no code.
  whenIdle(() => void preloadClient());
  if (!root.hasAttribute('data-server-rendered')) {
    createRoot(root).render(app(createBrowserRouter(routes)));
    return;
  }
  // Hydration renders what the server did: the matched routes' modules are loaded first (the
  // server preloaded them in the page's head, so this costs no round trip of its own). It runs
  // as a transition, so React hydrates in slices of a few milliseconds and yields between them
  // (as Next.js and Remix do): the page stays responsive to scrolling and taps while it
  // hydrates, and a phone's main thread is never blocked for the whole page. Interacting with a
  // part first hydrates that part first. The site's layout splits the hydration further into
  // parts that commit one after another (`layout/RootLayout.tsx`).
  await nextTask();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  await nextTask();
  const router = createBrowserRouter(routes);
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
}

void start(container);
