/**
 * Storefronts for tests against the real reference server that the project's `globalSetup`
 * (`@storefront-kit/test-utils/globalSetup`) started, and what tests do with them: customers,
 * purchases, a shipping address, stub answers, and disposal after each test.
 */

export { memoryStorage } from './memoryStorage';
export { ADDRESS } from './shop/addresses';
export { answering } from './shop/answering';
export { signUpFreshCustomer, type TestCustomer } from './shop/customers';
export { disposeAfterTest } from './shop/disposeAfterTest';
export {
  addCheapestProductToCart,
  buyProduct,
  payInSandbox,
  type SandboxPaymentMode,
  sandboxPaymentProvider,
  sellableProducts,
} from './shop/purchases';
export { shop } from './shop/shop';
export { apiUrl, DEMO, makeStorefront } from './shop/storefront';
