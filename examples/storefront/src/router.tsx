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
            path: 'deals',
            lazy: () =>
              import('./routes/catalogue/DealsPage').then((m) => ({ Component: m.DealsPage })),
          },
          {
            path: 'brands',
            lazy: () =>
              import('./routes/catalogue/BrandsPage').then((m) => ({ Component: m.BrandsPage })),
          },
          {
            path: 'solutions',
            lazy: () =>
              import('./routes/catalogue/SolutionsPage').then((m) => ({
                Component: m.SolutionsPage,
              })),
          },
          {
            path: 'product-categories',
            lazy: () =>
              import('./routes/catalogue/CategoriesPage').then((m) => ({
                Component: m.CategoriesPage,
              })),
          },
          {
            path: 'search',
            lazy: () =>
              import('./routes/search/SearchPage').then((m) => ({ Component: m.SearchPage })),
          },
          {
            path: 'about',
            lazy: () => import('./routes/info/AboutPage').then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: 'help',
            lazy: () => import('./routes/info/HelpPage').then((m) => ({ Component: m.HelpPage })),
          },
          {
            path: 'privacy-policy',
            lazy: () =>
              import('./routes/info/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
          },
          {
            path: 'terms-and-conditions',
            lazy: () => import('./routes/info/TermsPage').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: 'returns-and-exchanges',
            lazy: () =>
              import('./routes/info/ReturnsPage').then((m) => ({ Component: m.ReturnsPage })),
          },
          {
            path: 'contact',
            lazy: () =>
              import('./routes/forms/ContactPage').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: 'seller',
            lazy: () =>
              import('./routes/forms/SellerPage').then((m) => ({ Component: m.SellerPage })),
          },
          {
            path: 'dispute',
            lazy: () =>
              import('./routes/forms/ReportPage').then((m) => ({ Component: m.DisputePage })),
          },
          {
            path: 'report-ipr',
            lazy: () => import('./routes/forms/ReportPage').then((m) => ({ Component: m.IprPage })),
          },
          {
            path: 'report-abuse',
            lazy: () =>
              import('./routes/forms/ReportPage').then((m) => ({ Component: m.AbusePage })),
          },
          {
            path: 'auth',
            lazy: () => import('./routes/auth/AuthPage').then((m) => ({ Component: m.AuthPage })),
          },
          {
            path: 'checkout',
            lazy: () =>
              import('./routes/checkout/CheckoutPage').then((m) => ({ Component: m.CheckoutPage })),
          },
          {
            path: 'success',
            lazy: () =>
              import('./routes/checkout/SuccessPage').then((m) => ({ Component: m.SuccessPage })),
          },
          {
            path: 'failure',
            lazy: () =>
              import('./routes/checkout/FailurePage').then((m) => ({ Component: m.FailurePage })),
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
  {
    // The customer dashboard: its own shell (sidebar and header, no site header or footer),
    // which sends a visitor without a session to /auth.
    path: '/dashboard',
    lazy: () =>
      import('./routes/dashboard/DashboardLayout').then((m) => ({ Component: m.DashboardLayout })),
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () =>
              import('./routes/dashboard/DashboardHome').then((m) => ({
                Component: m.DashboardHome,
              })),
          },
          {
            path: 'products',
            lazy: () =>
              import('./routes/orders/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
          },
          {
            path: 'orders-details/:id',
            lazy: () =>
              import('./routes/orders/OrderDetailsPage').then((m) => ({
                Component: m.OrderDetailsPage,
              })),
          },
          {
            path: 'support',
            lazy: () =>
              import('./routes/support/SupportPage').then((m) => ({ Component: m.SupportPage })),
          },
          {
            path: 'wishlist',
            lazy: () =>
              import('./routes/wishlist/WishlistPage').then((m) => ({ Component: m.WishlistPage })),
          },
          {
            path: 'profile',
            lazy: () =>
              import('./routes/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: 'rewards',
            lazy: () =>
              import('./routes/rewards/RewardsPage').then((m) => ({ Component: m.RewardsPage })),
          },
          {
            path: 'services',
            lazy: () =>
              import('./routes/demo/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
          },
          {
            path: 'consultancy',
            lazy: () =>
              import('./routes/demo/ConsultancyPage').then((m) => ({
                Component: m.ConsultancyPage,
              })),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
