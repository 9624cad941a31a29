// The share controller (the native share sheet, else copying the link) behind the order's Share
// button: loaded when the browser is idle after the order's first paint, or at the latest on
// the click, not with the page.
export { createShareController } from '@storefront-kit/core';
