// The public surface of @storefront-kit/widgets (React components): an explicit list.

export { type AdoptStylesOptions, adoptStyles } from './dom/adoptStyles';
export { configurePage, getPageConfig, resetPageConfig } from './dom/configurePage';
export {
  CONFIG_ERROR_TITLE,
  defineWidgetElement,
  type WidgetAttributeParsers,
  type WidgetElementDefinition,
} from './dom/defineWidgetElement';
export {
  disposePageStorefront,
  getPageStorefront,
  type PageStorefrontOptions,
} from './dom/getPageStorefront';
export { type MountedWidget, type MountWidgetOptions, mountWidget } from './dom/mountWidget';
export {
  type PageConfig,
  parseWidgetConfig,
  type WidgetConfig,
  type WidgetConfigResult,
  type WidgetConfigSource,
  type WidgetTheme,
} from './dom/parseWidgetConfig';
export {
  dispatchHostEvent,
  HOST_EVENTS,
  type HostEventDetails,
  type HostEventName,
} from './shared/hostEvents';
export { type RequestSignInOptions, requestSignIn, type SignInMode } from './shared/signInRequest';
export { baseCss, THEME_PROPERTIES, type ThemeProperty } from './shared/theme';
export { dialogCss, WidgetDialog, type WidgetDialogProps } from './shared/WidgetDialog';
export {
  createWidgetEnvironment,
  useWidgetEnvironment,
  type WidgetEnvironment,
  type WidgetEnvironmentOptions,
  WidgetEnvironmentProvider,
} from './shared/WidgetEnvironment';
export { CartButtonWidget } from './widgets/Cart/CartButtonWidget';
export { CartDrawerWidget, type CartDrawerWidgetProps } from './widgets/Cart/CartDrawerWidget';
export { cartButtonCss, cartCss, cartDrawerCss } from './widgets/Cart/cartCss';
export { useCartChangeEvents } from './widgets/Cart/useCartChangeEvents';
export { CheckoutWidget, type CheckoutWidgetProps } from './widgets/Checkout/CheckoutWidget';
export { checkoutCss } from './widgets/Checkout/checkoutCss';
export {
  type ProductCardImageLoading,
  type ProductCardVariant,
  ProductCardWidget,
  type ProductCardWidgetProps,
} from './widgets/ProductCard/ProductCardWidget';
export { productCardCss } from './widgets/ProductCard/productCardCss';
export { quickViewCss } from './widgets/ProductCard/quickViewCss';
export { QuoteButtonWidget, type QuoteButtonWidgetProps } from './widgets/Quote/QuoteButtonWidget';
export { QuoteModalWidget, type QuoteModalWidgetProps } from './widgets/Quote/QuoteModalWidget';
export { quoteButtonCss } from './widgets/Quote/quoteButtonCss';
export { quoteCss } from './widgets/Quote/quoteCss';
export {
  SEARCH_MOBILE_MEDIA_QUERY,
  SEARCH_URL_TEMPLATE,
  SearchBoxWidget,
  type SearchBoxWidgetProps,
} from './widgets/SearchBox/SearchBoxWidget';
export { searchBoxCss } from './widgets/SearchBox/searchBoxCss';
export { SignInButtonWidget } from './widgets/SignIn/SignInButtonWidget';
export { SignInModalWidget, type SignInModalWidgetProps } from './widgets/SignIn/SignInModalWidget';
export { SignInRequestHost } from './widgets/SignIn/SignInRequestHost';
export { signInButtonCss } from './widgets/SignIn/signInButtonCss';
export { signInCss } from './widgets/SignIn/signInCss';
