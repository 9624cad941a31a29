import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { NotFoundPage } from './routes/notFound/NotFoundPage';

/**
 * The site's routes. Each page is its own chunk (`lazy`), loaded when first visited; the shell
 * (header, footer, cart drawer, toasts) is in the entry chunk.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The first page's chunk loads before anything renders: nothing to show meanwhile (a
    // placeholder replaced a moment later would only shift the layout).
    HydrateFallback: () => null,
    children: [
      {
        // A page that fails shows its error inside the shell (header and footer stay).
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () => import('./routes/home/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'products',
            lazy: () =>
              import('./routes/products/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
          },
          {
            path: 'products/details/:slug/:id',
            lazy: () =>
              import('./routes/product/ProductPage').then((m) => ({ Component: m.ProductPage })),
          },
          {
            path: 'products/:category/:page',
            lazy: () =>
              import('./routes/products/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
          },
          {
            path: 'search',
            lazy: () =>
              import('./routes/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
          },
          {
            path: 'auth',
            lazy: () => import('./routes/auth/AuthPage').then((m) => ({ Component: m.AuthPage })),
          },
          {
            // Also the error boundary's 404, so it is in the entry chunk.
            path: '*',
            Component: NotFoundPage,
          },
        ],
      },
    ],
  },
]);
