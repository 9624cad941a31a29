// The public surface of @storefront-kit/react: an explicit list, checked by index.test.ts.

// Headless components
export { Rating, type RatingProps } from './components/Rating/Rating';
// Hooks
export { type UseCartResult, useCart } from './hooks/useCart';
export { useMessages } from './hooks/useMessages';
export { type UseSessionResult, useSession } from './hooks/useSession';
export { useStorefront } from './provider/StorefrontContext';
// Provider and contexts
export {
  CartProvider,
  StorefrontProvider,
  type StorefrontProviderProps,
} from './provider/StorefrontProvider';
