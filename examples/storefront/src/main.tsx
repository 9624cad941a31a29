import { StorefrontProvider } from '@storefront-kit/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './router';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// One storefront for the page: the API is on this origin (npm start serves both), and a guest
// who adds to the cart is asked to sign in (the spec's 'Please login to add items to cart').
createRoot(container).render(
  <StrictMode>
    <StorefrontProvider options={{ baseUrl: '/api/v1', guestCart: 'login-required' }}>
      <RouterProvider router={router} />
    </StorefrontProvider>
  </StrictMode>,
);
