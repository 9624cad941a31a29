// React's test setup: the shared one (its import also brings its matchers' types into this
// package's type check).
import { resetAfterEachTest } from '@storefront-kit/test-utils/setup';

resetAfterEachTest();
