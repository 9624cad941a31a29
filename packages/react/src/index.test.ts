import { expect, it } from 'vitest';
import * as react from './index';

// The public surface is an explicit list: adding or removing an export is a visible change here.
it('exports exactly the public API', () => {
  expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
    [
      "CartProvider",
      "Rating",
      "StorefrontProvider",
      "useCart",
      "useMessages",
      "useSession",
      "useStorefront",
    ]
  `);
});
