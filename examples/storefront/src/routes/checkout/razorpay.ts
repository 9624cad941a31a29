// Core's Razorpay provider in a chunk of its own (see `lazyRazorpayProvider`).
export { createRazorpayProvider } from '@storefront-kit/core';
