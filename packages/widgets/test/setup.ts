// The widgets' test setup: the shared one (as react's), which also models the modal `<dialog>`
// jsdom lacks (test-utils' dialogModel.ts).
import { resetAfterEachTest } from '@storefront-kit/test-utils/setup';

resetAfterEachTest();
