import { expect, it } from 'vitest';
import * as widgets from './index';

// The public surface is an explicit list: adding or removing an export is a visible change here.
it('exports exactly the public API', () => {
  expect(Object.keys(widgets).sort()).toMatchInlineSnapshot(`
    [
      "CONFIG_ERROR_TITLE",
      "CartButtonWidget",
      "CartDrawerWidget",
      "CheckoutWidget",
      "HOST_EVENTS",
      "ProductCardWidget",
      "QuoteButtonWidget",
      "QuoteModalWidget",
      "SEARCH_MOBILE_MEDIA_QUERY",
      "SEARCH_URL_TEMPLATE",
      "SearchBoxWidget",
      "SignInButtonWidget",
      "SignInModalWidget",
      "SignInRequestHost",
      "THEME_PROPERTIES",
      "WidgetDialog",
      "WidgetEnvironmentProvider",
      "adoptStyles",
      "baseCss",
      "cartButtonCss",
      "cartCss",
      "cartDrawerCss",
      "checkoutCss",
      "configurePage",
      "createWidgetEnvironment",
      "defineWidgetElement",
      "dialogCss",
      "dispatchHostEvent",
      "disposePageStorefront",
      "getPageConfig",
      "getPageStorefront",
      "mountWidget",
      "parseWidgetConfig",
      "productCardCss",
      "quickViewCss",
      "quoteButtonCss",
      "quoteCss",
      "requestSignIn",
      "resetPageConfig",
      "searchBoxCss",
      "signInButtonCss",
      "signInCss",
      "useCartChangeEvents",
      "useWidgetEnvironment",
    ]
  `);
});
