import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';
import { NotFoundPage } from './routes/notFound/NotFoundPage';

/** What a route says about itself to the server renderer (`entry-server.tsx`). */
export interface RouteHandle {
  /** The route's module, as the build manifest names it: its chunk and styles are preloaded. */
  readonly module?: string;
  /**
   * False for pages that only a signed-in shopper or a browser can show (the dashboard,
   * checkout, sign-in): the server sends the page shell and the browser renders them.
   */
  readonly ssr?: boolean;
}

// Every page is its own chunk, loaded when first visited (and the dashboard's layout). The
// site's shell (header, footer) is in the entry chunk.
const modules = import.meta.glob<Record<string, ComponentType>>([
  './routes/*/*Page.tsx',
  './routes/dashboard/DashboardLayout.tsx',
  './routes/dashboard/DashboardHome.tsx',
  '!./routes/notFound/NotFoundPage.tsx',
]);

/** A lazily loaded route component: `name` exported by `file` (a key of `modules`). */
function lazyRoute(file: string, name: string, handle: Omit<RouteHandle, 'module'> = {}) {
  const load = modules[file];
  if (!load) throw new Error(`No route module ${file}`);
  return {
    lazy: () =>
      load().then((module) => {
        const Component = module[name];
        if (!Component) throw new Error(`${file} does not export ${name}`);
        return { Component };
      }),
    handle: { ...handle, module: `src/${file.slice(2)}` } satisfies RouteHandle,
  };
}

/** Only in the browser: pages of a signed-in shopper, or of one tab's checkout. */
const browserOnly = { ssr: false } as const;

/**
 * The site's routes, shared by the browser (`entry-client.tsx`) and the server renderer
 * (`entry-server.tsx`).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The first page's chunks load before anything renders: nothing to show meanwhile (a
    // placeholder replaced a moment later would only shift the layout).
    HydrateFallback: () => null,
    children: [
      {
        // A page that fails shows its error inside the shell (header and footer stay).
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...lazyRoute('./routes/home/HomePage.tsx', 'HomePage') },
          { path: 'products', ...lazyRoute('./routes/products/ProductsPage.tsx', 'ProductsPage') },
          {
            path: 'products/details/:slug/:id',
            ...lazyRoute('./routes/product/ProductPage.tsx', 'ProductPage'),
          },
          {
            path: 'products/:category/:page',
            ...lazyRoute('./routes/products/ProductsPage.tsx', 'ProductsPage'),
          },
          { path: 'deals', ...lazyRoute('./routes/catalogue/DealsPage.tsx', 'DealsPage') },
          { path: 'brands', ...lazyRoute('./routes/catalogue/BrandsPage.tsx', 'BrandsPage') },
          {
            path: 'solutions',
            ...lazyRoute('./routes/catalogue/SolutionsPage.tsx', 'SolutionsPage'),
          },
          {
            path: 'product-categories',
            ...lazyRoute('./routes/catalogue/CategoriesPage.tsx', 'CategoriesPage'),
          },
          { path: 'search', ...lazyRoute('./routes/search/SearchPage.tsx', 'SearchPage') },
          { path: 'about', ...lazyRoute('./routes/info/AboutPage.tsx', 'AboutPage') },
          { path: 'help', ...lazyRoute('./routes/info/HelpPage.tsx', 'HelpPage') },
          {
            path: 'privacy-policy',
            ...lazyRoute('./routes/info/PrivacyPage.tsx', 'PrivacyPage'),
          },
          {
            path: 'terms-and-conditions',
            ...lazyRoute('./routes/info/TermsPage.tsx', 'TermsPage'),
          },
          {
            path: 'returns-and-exchanges',
            ...lazyRoute('./routes/info/ReturnsPage.tsx', 'ReturnsPage'),
          },
          { path: 'contact', ...lazyRoute('./routes/forms/ContactPage.tsx', 'ContactPage') },
          { path: 'seller', ...lazyRoute('./routes/forms/SellerPage.tsx', 'SellerPage') },
          { path: 'dispute', ...lazyRoute('./routes/forms/ReportPage.tsx', 'DisputePage') },
          { path: 'report-ipr', ...lazyRoute('./routes/forms/ReportPage.tsx', 'IprPage') },
          { path: 'report-abuse', ...lazyRoute('./routes/forms/ReportPage.tsx', 'AbusePage') },
          { path: 'auth', ...lazyRoute('./routes/auth/AuthPage.tsx', 'AuthPage', browserOnly) },
          {
            path: 'auth/forgot-password',
            ...lazyRoute('./routes/auth/ForgotPasswordPage.tsx', 'ForgotPasswordPage', browserOnly),
          },
          {
            path: 'auth/reset-password',
            ...lazyRoute('./routes/auth/ResetPasswordPage.tsx', 'ResetPasswordPage', browserOnly),
          },
          {
            path: 'checkout',
            ...lazyRoute('./routes/checkout/CheckoutPage.tsx', 'CheckoutPage', browserOnly),
          },
          {
            path: 'success',
            ...lazyRoute('./routes/checkout/SuccessPage.tsx', 'SuccessPage', browserOnly),
          },
          {
            path: 'failure',
            ...lazyRoute('./routes/checkout/FailurePage.tsx', 'FailurePage', browserOnly),
          },
          // Also the error boundary's 404, so it is in the entry chunk.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  {
    // The customer dashboard: its own shell (sidebar and header, no site header or footer),
    // which sends a visitor without a session to /auth.
    path: '/dashboard',
    ...lazyRoute('./routes/dashboard/DashboardLayout.tsx', 'DashboardLayout', browserOnly),
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, ...lazyRoute('./routes/dashboard/DashboardHome.tsx', 'DashboardHome') },
          { path: 'products', ...lazyRoute('./routes/orders/OrdersPage.tsx', 'OrdersPage') },
          {
            path: 'orders-details/:id',
            ...lazyRoute('./routes/orders/OrderDetailsPage.tsx', 'OrderDetailsPage'),
          },
          { path: 'support', ...lazyRoute('./routes/support/SupportPage.tsx', 'SupportPage') },
          { path: 'wishlist', ...lazyRoute('./routes/wishlist/WishlistPage.tsx', 'WishlistPage') },
          { path: 'profile', ...lazyRoute('./routes/profile/ProfilePage.tsx', 'ProfilePage') },
          { path: 'rewards', ...lazyRoute('./routes/rewards/RewardsPage.tsx', 'RewardsPage') },
          { path: 'services', ...lazyRoute('./routes/demo/ServicesPage.tsx', 'ServicesPage') },
          {
            path: 'consultancy',
            ...lazyRoute('./routes/demo/ConsultancyPage.tsx', 'ConsultancyPage'),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
