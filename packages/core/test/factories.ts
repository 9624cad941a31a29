// Core's tests import the wire factories from here; they live in @storefront-kit/test-utils, which
// the widgets' tests share (core takes it from the root's devDependencies: one of core's own
// would make core and test-utils depend on each other).
export * from '@storefront-kit/test-utils/factories';
