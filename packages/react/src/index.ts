// The public surface of @storefront-kit/react: an explicit list, checked by index.test.ts.

export {
  Accordion,
  type AccordionContentProps,
  type AccordionHeaderProps,
  type AccordionItemProps,
  type AccordionItemState,
  type AccordionRootProps,
  type AccordionTriggerProps,
} from './components/Accordion/Accordion';
export { AddressLines, type AddressLinesProps } from './components/AddressLines/AddressLines';
export { BackToTop, type BackToTopProps } from './components/BackToTop/BackToTop';
export {
  Carousel,
  type CarouselArrowProps,
  type CarouselDotProps,
  type CarouselDotsProps,
  type CarouselRootProps,
  type CarouselSlideProps,
  type CarouselViewportProps,
} from './components/Carousel/Carousel';
export {
  Cart,
  type CartButtonProps,
  type CartContinueShoppingProps,
  type CartCountProps,
  type CartItemImageProps,
  type CartItemProps,
  type CartItemQuantityProps,
  type CartItemsProps,
  type CartItemTextProps,
  type CartStatePartProps,
  type CartSummaryProps,
} from './components/Cart/Cart';
export {
  CartDrawer,
  type CartDrawerButtonProps,
  type CartDrawerCloseProps,
  type CartDrawerContentProps,
  type CartDrawerCountProps,
  type CartDrawerItemImageProps,
  type CartDrawerItemProps,
  type CartDrawerItemQuantityProps,
  type CartDrawerItemsProps,
  type CartDrawerItemTextProps,
  type CartDrawerRootProps,
  type CartDrawerStatePartProps,
  type CartDrawerSummaryProps,
  type CartDrawerTitleProps,
  type CartDrawerTriggerProps,
} from './components/CartDrawer/CartDrawer';
export {
  Dialog,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogDescriptionProps,
  type DialogRootProps,
  type DialogTitleProps,
  type DialogTriggerProps,
} from './components/Dialog/Dialog';
export {
  type ModalDialog,
  type ModalDialogProps,
  type UseModalDialogOptions,
  useModalDialog,
} from './components/Dialog/useModalDialog';
export {
  GstStateSelect,
  type GstStateSelectProps,
} from './components/GstStateSelect/GstStateSelect';
export {
  InfiniteList,
  type InfiniteListEndProps,
  type InfiniteListLoadingProps,
  type InfiniteListLoadMoreProps,
  type InfiniteListRootProps,
  type InfiniteListSentinelProps,
  type InfiniteListStatus,
} from './components/InfiniteList/InfiniteList';
export {
  MegaMenu,
  type MegaMenuContentProps,
  type MegaMenuItemProps,
  type MegaMenuItemState,
  type MegaMenuLinkProps,
  type MegaMenuListProps,
  type MegaMenuRootProps,
  type MegaMenuTriggerProps,
} from './components/MegaMenu/MegaMenu';
export {
  Pagination,
  type PaginationButtonProps,
  type PaginationPageProps,
  type PaginationPagesProps,
  type PaginationRootProps,
  type PaginationSummaryProps,
} from './components/Pagination/Pagination';
export {
  QuantityStepper,
  type QuantityStepperButtonProps,
  type QuantityStepperInputProps,
  type QuantityStepperMaxMessageProps,
  type QuantityStepperRootProps,
  type QuantityStepperState,
} from './components/QuantityStepper/QuantityStepper';
export {
  QuoteForm,
  type QuoteFormFieldProps,
  type QuoteFormFieldsProps,
  type QuoteFormFormProps,
  type QuoteFormInputProps,
  type QuoteFormLabelProps,
  type QuoteFormMessageProps,
  type QuoteFormRootProps,
  type QuoteFormSubmitProps,
  type QuoteFormSuccessProps,
  type QuoteFormSummaryProps,
} from './components/QuoteForm/QuoteForm';
// Headless components
export { Rating, type RatingProps } from './components/Rating/Rating';
export { SafeHtml, type SafeHtmlProps, sanitizeHtml } from './components/SafeHtml/SafeHtml';
export {
  SearchBox,
  type SearchBoxButtonProps,
  type SearchBoxEmptyMessageProps,
  type SearchBoxInputProps,
  type SearchBoxItemProps,
  type SearchBoxLabelProps,
  type SearchBoxListProps,
  type SearchBoxPanelProps,
  type SearchBoxPopularItemProps,
  type SearchBoxRootProps,
  type SearchBoxStatusProps,
  type SearchBoxSubmitProps,
  type SearchBoxViewPartProps,
} from './components/SearchBox/SearchBox';
export {
  ShareMenu,
  type ShareMenuContentProps,
  type ShareMenuCopyItemProps,
  type ShareMenuItemProps,
  type ShareMenuRootProps,
  type ShareMenuStatusProps,
  type ShareMenuTriggerProps,
} from './components/ShareMenu/ShareMenu';
export {
  type TabState,
  Tabs,
  type TabsActivationMode,
  type TabsContentProps,
  type TabsListProps,
  type TabsOrientation,
  type TabsRootProps,
  type TabsTriggerProps,
} from './components/Tabs/Tabs';
export {
  Toaster,
  type ToasterCloseProps,
  type ToasterMessageProps,
  type ToasterPosition,
  type ToasterRootProps,
  type ToasterToastProps,
} from './components/Toaster/Toaster';
export { readServerState } from './hooks/readServerState';
export {
  type UseAddToCartOptions,
  type UseAddToCartResult,
  useAddToCart,
} from './hooks/useAddToCart';
export {
  type UseAuthFormOptions,
  type UseAuthFormResult,
  useAuthForm,
} from './hooks/useAuthForm';
export {
  type BackToTopStatus,
  type UseBackToTopOptions,
  type UseBackToTopResult,
  useBackToTop,
} from './hooks/useBackToTop';
export { useBadges } from './hooks/useBadges';
export { useBanners } from './hooks/useBanners';
export { type UseBestSellersParams, useBestSellers } from './hooks/useBestSellers';
export { useBrands } from './hooks/useBrands';
export { type UseCarouselOptions, type UseCarouselResult, useCarousel } from './hooks/useCarousel';
// Hooks
export { type UseCartResult, useCart } from './hooks/useCart';
export { type UseCategoriesParams, useCategories } from './hooks/useCategories';
export { type UseCheckoutOptions, type UseCheckoutResult, useCheckout } from './hooks/useCheckout';
export { type CheckoutFocus, useCheckoutFocus } from './hooks/useCheckoutFocus';
export { type CouponMessage, type UseCouponResult, useCoupon } from './hooks/useCoupon';
export { type UseCouponBoxResult, useCouponBox } from './hooks/useCouponBox';
export { type UseDashboardResult, useDashboard } from './hooks/useDashboard';
export { useDealOfTheDay } from './hooks/useDealOfTheDay';
export {
  type UseEnquiryFormOptions,
  type UseEnquiryFormResult,
  useEnquiryForm,
} from './hooks/useEnquiryForm';
export { useHydrated } from './hooks/useHydrated';
export { type UseInfiniteScrollOptions, useInfiniteScroll } from './hooks/useInfiniteScroll';
export { useMenu } from './hooks/useMenu';
export {
  type UseMenuIntentOptions,
  type UseMenuIntentResult,
  useMenuIntent,
} from './hooks/useMenuIntent';
export { useMessages } from './hooks/useMessages';
export { useNews } from './hooks/useNews';
export { useOrder } from './hooks/useOrder';
export { type OrdersPage, type UseOrdersParams, useOrders } from './hooks/useOrders';
export {
  type UseOrdersListOptions,
  type UseOrdersListResult,
  useOrdersList,
} from './hooks/useOrdersList';
export { type PayStep, type UsePayStepOptions, usePayStep } from './hooks/usePayStep';
export { useProduct } from './hooks/useProduct';
export {
  type UseProductListOptions,
  type UseProductListResult,
  useProductList,
} from './hooks/useProductList';
export { type UseProfileResult, useProfile } from './hooks/useProfile';
export { type UseQueryOptions, type UseQueryResult, useQuery } from './hooks/useQuery';
export { type UseQuoteRequestResult, useQuoteRequest } from './hooks/useQuoteRequest';
export { useRelatedProducts } from './hooks/useRelatedProducts';
export {
  type ReviewField,
  type ReviewSubmission,
  type ReviewsPage,
  type UseReviewsResult,
  useReviews,
} from './hooks/useReviews';
export { type RewardTransactionsPage, type UseRewardsResult, useRewards } from './hooks/useRewards';
export { type UseSearchOptions, type UseSearchResult, useSearch } from './hooks/useSearch';
export { type UseSessionResult, useSession } from './hooks/useSession';
export { useSolutions } from './hooks/useSolutions';
export { useSubcategories } from './hooks/useSubcategories';
export { useSubSubcategories } from './hooks/useSubSubcategories';
export { useSuggestionView } from './hooks/useSuggestionView';
export { useTestimonials } from './hooks/useTestimonials';
export { type UseTicketsResult, useTickets } from './hooks/useTickets';
export { type UseToastsResult, useToasts } from './hooks/useToasts';
export { useTranslator } from './hooks/useTranslator';
export {
  type UseWishlistOptions,
  type UseWishlistResult,
  useWishlist,
  type WishlistListView,
} from './hooks/useWishlist';
export { type UseWishlistItemResult, useWishlistItem } from './hooks/useWishlistItem';
// Provider and contexts
export { CartProvider } from './provider/CartProvider';
export { useStorefront } from './provider/StorefrontContext';
export { StorefrontContextProvider } from './provider/StorefrontContextProvider';
export { StorefrontProvider, type StorefrontProviderProps } from './provider/StorefrontProvider';
