// The public surface of @storefront-kit/core: an explicit list, checked by index.test.ts.

// Areas with their own explicit export lists
export * from './account/public';
export { type AuthApi, authApi } from './api/authApi';
export { type CartApi, cartApi } from './api/cartApi';
export { type CatalogApi, catalogApi } from './api/catalogApi';
export { catalogApiOnDemand } from './api/catalogApiOnDemand';
export { type ContentApi, contentApi } from './api/contentApi';
// API client
export { type ApiGroupFactories, createClient, type StorefrontClient } from './api/createClient';
export { type DashboardApi, dashboardApi } from './api/dashboardApi';
export { lazyApiGroup } from './api/lazyApiGroup';
export { type OffersApi, offersApi } from './api/offersApi';
export { type OrdersApi, ordersApi } from './api/ordersApi';
export { type PaymentsApi, paymentsApi } from './api/paymentsApi';
export { type ClientPart, preloadClient } from './api/preloadClient';
export { type QuotesApi, quotesApi } from './api/quotesApi';
export { type ReviewsApi, reviewsApi } from './api/reviewsApi';
export { type RewardsApi, rewardsApi } from './api/rewardsApi';
export { type TicketsApi, ticketsApi } from './api/ticketsApi';
export { type WishlistApi, wishlistApi } from './api/wishlistApi';
// Cart and coupon
export type {
  AddToCartState,
  AddToCartStatus,
} from './cart/addToCartReducer';
export { cartItemFromProduct } from './cart/cartItemFromProduct';
// The state a cart shows before it has loaded (what a server render and hydration show).
export { initialCartState } from './cart/cartReducer';
export {
  type AddToCartController,
  type AddToCartControllerOptions,
  createAddToCartController,
} from './cart/createAddToCartController';
export {
  type CartItemInput,
  type CartResult,
  type CartStore,
  type CartStoreOptions,
  createCartStore,
} from './cart/createCartStore';
export { applyMerge, type LocalCart, type MergeTarget, planMerge } from './cart/mergeCarts';
export {
  type NormalizeOptions,
  normalizeCartItem,
  toWireCartLine,
  type WireCartLine,
} from './cart/normalizeCartItem';
export {
  parseQuantity,
  type QuantityLimit,
  type QuantityLimitOptions,
  type QuantityParse,
  quantityLimit,
} from './cart/parseQuantity';
export type {
  CartDiscount,
  CartItem,
  CartLineOperation,
  CartSource,
  CartState,
  CartStatus,
  GuestCartPolicy,
  RemovedCoupon,
} from './cart/types';
export {
  ADDRESS_FORM_FIELDS,
  type AddressFormField,
  type AddressFormProps,
  type AddressSection,
  addressAutoComplete,
  addressLines,
} from './checkout/addressFormFields';
// Checkout and payments
export {
  type AddressForm,
  type BillingForm,
  type CheckoutState,
  type CheckoutStatus,
  type CheckoutStep,
  isPaymentInFlight,
  type PaymentFailureStage,
} from './checkout/checkoutReducer';
export {
  type Checkout,
  type CheckoutStepView,
  type CreateCheckoutOptions,
  createCheckout,
  type PaidPayment,
  type PayOutcome,
} from './checkout/createCheckout';
export {
  createRazorpayProvider,
  RAZORPAY_SCRIPT_URL,
  type RazorpayConstructor,
  type RazorpayFailedResponse,
  type RazorpayInstance,
  type RazorpayOptions,
  type RazorpayProviderOptions,
  type RazorpaySuccessResponse,
} from './checkout/createRazorpayProvider';
export {
  createStorefrontCheckout,
  type StorefrontCheckoutOptions,
} from './checkout/createStorefrontCheckout';
export {
  type LoadScriptOptions,
  loadScript,
  TRUSTED_TYPES_POLICY,
  type TrustedTypesLike,
} from './checkout/loadScript';
export type {
  PaymentCurrency,
  PaymentProvider,
  PaymentRequest,
  PaymentResult,
} from './checkout/PaymentProvider';
export { isPaymentProviderError, PaymentProviderError } from './checkout/PaymentProviderError';
// The company
export { BUSINESS_HOURS, COMPANY_PROFILE } from './company/companyProfile';
export {
  ADD_TO_CART_DELAY_MS,
  ADDED_CONFIRMATION_MS,
  ALL_ROWS,
  ATTACHMENT_MAX_BYTES,
  BACK_TO_TOP_AFTER_PX,
  BANNER_INTERVAL_MS,
  BANNERS_PER_PAGE,
  BEST_SELLER_LIMIT,
  CART_RESYNC_DELAY_MS,
  COMMENT_MIN_LENGTH,
  CONTACT_SUCCESS_MS,
  COPY_CONFIRMATION_MS,
  DEALS_MAX_QUANTITY,
  DEFAULT_MAX_QUANTITY,
  DEFAULT_PRICE_RANGE,
  FOOTER_CATEGORY_COUNT,
  GST_RATE_BPS,
  HOME_BRAND_COUNT,
  HOME_CATEGORY_COUNT,
  INFINITE_SCROLL_THRESHOLD_PX,
  LISTING_PAGE_SIZE,
  MEGA_MENU_CLOSE_MS,
  MENU_ITEMS_PER_LEVEL,
  NEWS_CARD_COUNT,
  NEWS_TAGS_PER_CARD,
  ORDERS_PAGE_SIZE,
  PAGINATION_WINDOW,
  PASSWORD_MIN_LENGTH,
  PAYMENT_CURRENCIES,
  PLACEHOLDER_IMAGE,
  POPULAR_SEARCHES,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_SUCCESS_MS,
  QUOTE_CLOSE_MS,
  SEARCH_BLUR_CLOSE_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT_DESKTOP,
  SEARCH_LIMIT_MOBILE,
  SEARCH_MIN_CHARS,
  SESSION_CHECK_INTERVAL_MS,
  SHARE_EMAIL_TEXT_MAX,
  SHARE_TEXT_MAX,
  SHIPPING_PAISE,
  SIGNUP_SWITCH_MS,
  TESTIMONIAL_INTERVAL_MS,
  TICKETS_PAGE_SIZE,
  TOAST_DURATION_MS,
  TOKEN_LIFETIME_MS,
  WISHLIST_LISTING_LOAD,
  WISHLIST_PAGE_SIZE,
} from './constants';
export {
  type CouponController,
  type CouponControllerOptions,
  type CouponMessage,
  type CouponResult,
  type CouponStatus,
  createCouponController,
} from './coupon/createCouponController';
// Dates
export { formatIndianDate, type IndianDateOptions } from './dates/formatIndianDate';
// Orders
export {
  createEnquiryForm,
  type EnquiryForm,
  type EnquiryFormErrorField,
  type EnquiryFormField,
  type EnquiryFormOptions,
  type EnquiryFormState,
  type EnquiryFormStatus,
  type EnquiryFormValues,
  type EnquirySubmitResult,
} from './enquiry/createEnquiryForm';
// Errors
export { ApiError, isApiError, serverMessage } from './errors/ApiError';
export { faultMessage } from './errors/faultMessage';
export { isNetworkError, NetworkError } from './errors/NetworkError';
export {
  isResponseValidationError,
  type ResponseIssue,
  ResponseValidationError,
} from './errors/ResponseValidationError';
export { isStorefrontError, StorefrontError } from './errors/StorefrontError';
export { shopperMessage } from './errors/shopperMessage';
export { isTimeoutError, TimeoutError } from './errors/TimeoutError';
// GST places of supply
export { findGstStateFromText } from './gst/findGstStateFromText';
export { findGstState, GST_STATES, type GstState, gstStateLabel } from './gst/gstStates';
export { pincodeMatchesState, pincodeStates } from './gst/pincodeStates';
export { buildSearchParams, type QueryParams, type QueryValue } from './http/buildSearchParams';
export {
  type ClientOptions,
  createHttp,
  type Http,
  type RequestOptions,
} from './http/createHttp';
export { createLazyHttp } from './http/createLazyHttp';
export { isAbortError } from './http/isAbortError';
export * from './interaction/public';
export {
  createListingStore,
  type ListingPage,
  type ListingStore,
  type ListingStoreOptions,
} from './listing/createListingStore';
export { formatShowingProducts } from './listing/formatShowingProducts';
export {
  DEFAULT_LISTING_FILTERS,
  LISTING_TYPES,
  type ListingFilters,
  type ListingSort,
  type ListingType,
  withListingDefaults,
} from './listing/listingFilters';
// The one reducer in the public list: a listing whose filters live in the URL computes the next
// URL from the filters and a change (`listingHref(listingFiltersReducer(filters, change))`).
export { type ListingFiltersAction, listingFiltersReducer } from './listing/listingFiltersReducer';
export { parseListingQuery, serializeListingQuery } from './listing/listingQuery';
export type { ListingState, ListingStatus } from './listing/listingReducer';
export { LISTING_SORT_OPTIONS, type ListingSortOption } from './listing/listingSortOptions';
export { paginationWindow } from './listing/paginationWindow';
export { type ShowingRange, showingRange } from './listing/showingRange';
export { toProductListParams } from './listing/toProductListParams';
export { apiMessages } from './messages/apiMessages';
export { authFormMessages } from './messages/authFormMessages';
export { cartMessages } from './messages/cartMessages';
export { checkoutMessages } from './messages/checkoutMessages';
export { contentMessages } from './messages/contentMessages';
export { couponMessages } from './messages/couponMessages';
export { createTranslator, type Translate } from './messages/createTranslator';
export { dashboardMessages } from './messages/dashboardMessages';
export {
  defaultMessages,
  type MessageId,
  type MessageOverrides,
  type Messages,
} from './messages/defaultMessages';
export { formatMessage, type MessageParams } from './messages/formatMessage';
export { listingMessages } from './messages/listingMessages';
export { notificationMessages } from './messages/notificationMessages';
export { productMessages } from './messages/productMessages';
export { quoteMessages } from './messages/quoteMessages';
export { searchMessages } from './messages/searchMessages';
export { sessionMessages } from './messages/sessionMessages';
export { wishlistMessages } from './messages/wishlistMessages';
// View models
export { PRODUCT_URL_TEMPLATE, productUrl, slugify } from './models/slugify';
export { type ProductView, type ProductViewOptions, toProductView } from './models/toProductView';
// Money
export { allocateProportionally } from './money/allocateProportionally';
export { type CartTotals, computeTotals, gstOf, type TotalsLine } from './money/computeTotals';
export {
  type DistributedLine,
  type DistributedTotals,
  distributeTotals,
} from './money/distributeTotals';
export { formatINR } from './money/formatINR';
export { type Paise, toPaise, toRupees } from './money/paise';
export { type PriceWithGst, priceWithGst } from './money/priceWithGst';
export { dealPrice, percentOff } from './money/pricing';
export { type GstHalves, splitGstHalves } from './money/splitGstHalves';
export { type SummaryRow, summaryRows } from './money/summaryRows';
// Notifications, messages, constants, the page storefront
export {
  createNotificationCenter,
  type NotificationCenter,
  type NotificationCenterOptions,
} from './notifications/createNotificationCenter';
export type {
  Notification,
  NotificationKind,
  Notifier,
  Toast,
} from './notifications/types';
export {
  ALL_ORDERS,
  createOrdersListController,
  ORDERS_LIST_PARAMS,
  type OrdersListController,
  type OrdersListControllerOptions,
  type OrdersListFilterName,
  type OrdersListFilters,
  type OrdersListNavigation,
  type OrdersListQuery,
  type OrdersListState,
  ordersListFromParams,
  ordersListQuery,
  withOrdersListParams,
} from './orders/createOrdersListController';
export { freshInvoiceLinks, INVOICE_LINK_RENEW_MARGIN_MS } from './orders/freshInvoiceLinks';
export * from './query/public';
export {
  type ChangePasswordBody,
  type ChangePasswordResponse,
  changePasswordResponseSchema,
  type ForgotPasswordBody,
  type Profile,
  profileResponseSchema,
  profileSchema,
  type ResetPasswordBody,
  type SignInBody,
  type SignInResponse,
  type SignUpBody,
  signInResponseSchema,
  signUpResponseSchema,
  type UpdateProfileBody,
  type UploadBody,
  type User,
  uploadResponseSchema,
  userSchema,
} from './schemas/auth';
export {
  type CartLineBody,
  type CartResponse,
  cartResponseSchema,
  type SyncCartBody,
  type UpdateQuantityBody,
  type WireCart,
  wireCartSchema,
} from './schemas/cart';
export {
  type Badge,
  type Brand,
  badgeListResponseSchema,
  badgeSchema,
  brandListResponseSchema,
  brandSchema,
  type Category,
  categoryListResponseSchema,
  categoryResponseSchema,
  categorySchema,
  type FacetValue,
  type MenuCategory,
  menuCategorySchema,
  menuResponseSchema,
  type PriceBand,
  type Product,
  type ProductInput,
  type ProductListParams,
  type ProductListResponse,
  productListResponseSchema,
  productResponseSchema,
  productSchema,
  type SearchFacets,
  type SearchResult,
  SORT_OPTIONS,
  type Solution,
  type SortOption,
  type Subcategory,
  type SubSubcategory,
  type Suggestion,
  searchResponseSchema,
  solutionListResponseSchema,
  solutionSchema,
  subcategoryListResponseSchema,
  subcategorySchema,
  subSubcategoryListResponseSchema,
  subSubcategorySchema,
  suggestionSchema,
} from './schemas/catalog';
export {
  envelope,
  idSchema,
  type Meta,
  type MetaOnly,
  metaOnlySchema,
  metaSchema,
  type NamedValue,
  namedValueSchema,
  type PageParams,
  type Pagination,
  paginationSchema,
  withId,
} from './schemas/common';
export {
  type Banner,
  bannerListResponseSchema,
  bannerResponseSchema,
  bannerSchema,
  CONTACT_SUBJECTS,
  ENQUIRY_KINDS,
  type EnquiryKind,
  enquiryResponseSchema,
  type NewsItem,
  newsItemSchema,
  newsListResponseSchema,
  type Testimonial,
  testimonialListResponseSchema,
  testimonialSchema,
} from './schemas/content';
export {
  type DashboardStat,
  dashboardStatSchema,
  dashboardStatsResponseSchema,
  type RecentOrder,
  recentOrderSchema,
  recentOrdersResponseSchema,
} from './schemas/dashboard';
export {
  type ApplyCouponBody,
  type ApplyCouponResponse,
  applyCouponResponseSchema,
  type RemoveCouponBody,
} from './schemas/offers';
// Schemas and wire types
export {
  type Address,
  addressSchema,
  type CreatePaymentOrderBody,
  type InvoiceLinks,
  type InvoiceLinksResponse,
  invoiceLinksResponseSchema,
  invoiceLinksSchema,
  ORDER_STATUSES,
  type Order,
  type OrderItem,
  type OrderListParams,
  type OrderListResponse,
  orderItemSchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderSchema,
  PAYMENT_STATUSES,
  type PaymentInfo,
  type PaymentOrderResponse,
  PLACED_ORDER_STATUSES,
  PLACED_PAYMENT_STATUSES,
  paymentInfoSchema,
  paymentOrderResponseSchema,
  type VerifyPaymentBody,
  type VerifyPaymentResponse,
  verifyPaymentResponseSchema,
} from './schemas/orders';
export {
  type CreateQuoteBody,
  type Quote,
  type QuoteResponse,
  quoteListResponseSchema,
  quoteResponseSchema,
  quoteSchema,
} from './schemas/quotes';
// Request bodies: the server validates with these; the client's method types come from them.
export {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updateProfileBodySchema,
  uploadBodySchema,
} from './schemas/requests/authRequests';
export {
  applyCouponBodySchema,
  cartLineBodySchema,
  type RemoveFromCartBody,
  removeCouponBodySchema,
  removeFromCartBodySchema,
  syncCartBodySchema,
  updateQuantityBodySchema,
  type WishlistToggleBody,
  wishlistToggleBodySchema,
} from './schemas/requests/cartRequests';
export { type EnquiryBody, enquiryBodySchema } from './schemas/requests/contentRequests';
export {
  type AddressBody,
  addressBodySchema,
  createPaymentOrderBodySchema,
  verifyPaymentBodySchema,
} from './schemas/requests/orderRequests';
export {
  type CreateTicketBody,
  createQuoteBodySchema,
  createReviewBodySchema,
  createTicketBodySchema,
  type TicketCommentBody,
  ticketCommentBodySchema,
  type UpdateTicketBody,
  updateTicketBodySchema,
} from './schemas/requests/supportRequests';
export {
  type CreateReviewBody,
  type Review,
  type ReviewListParams,
  reviewListResponseSchema,
  reviewResponseSchema,
  reviewSchema,
} from './schemas/reviews';
export {
  REWARD_TRANSACTION_TYPES,
  type RewardSummary,
  type RewardTransaction,
  rewardSummaryResponseSchema,
  rewardSummarySchema,
  rewardTransactionListResponseSchema,
  rewardTransactionSchema,
} from './schemas/rewards';
export {
  commentSchema,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type Ticket,
  type TicketCategory,
  type TicketComment,
  type TicketListParams,
  type TicketPriority,
  type TicketStatus,
  ticketListResponseSchema,
  ticketResponseSchema,
  ticketSchema,
} from './schemas/tickets';
export {
  type WishlistEntry,
  wishlistCountResponseSchema,
  wishlistEntrySchema,
  wishlistListResponseSchema,
  wishlistStatusResponseSchema,
} from './schemas/wishlist';
// Search and listing
export {
  createSearchController,
  type SearchAnswer,
  type SearchController,
  type SearchControllerOptions,
  type SearchInputProps,
  type SearchItemProps,
  type SearchKeyEvent,
  type SearchLabelProps,
  type SearchListProps,
  type SearchState,
  type SearchView,
} from './search/createSearchController';
export { formatRelevance } from './search/formatRelevance';
export type { SearchStatus } from './search/searchReducer';
export {
  type SuggestionView,
  type SuggestionViewOptions,
  suggestionView,
} from './search/suggestionView';
export {
  type AuthController,
  type AuthControllerOptions,
  type AuthFailure,
  type AuthStatus,
  type ChangePasswordResult,
  createAuthController,
  type SignInResult,
  type SignUpResult,
} from './session/createAuthController';
export {
  type AuthForm,
  type AuthFormField,
  type AuthFormMode,
  type AuthFormNotice,
  type AuthFormOptions,
  type AuthFormResult,
  type AuthFormState,
  createAuthForm,
  type SignInFormValues,
  type SignUpFormValues,
} from './session/createAuthForm';
export { createSession, type SessionOptions } from './session/createSession';
export { decodeJwt, tokenExpiresAt } from './session/decodeJwt';
export type {
  AuthChangeEvent,
  LogoutReason,
  Session,
  SessionState,
  SessionStatus,
} from './session/types';
export * from './share/public';
// Storage and session
export { createSafeStorage, type SafeStorage, type StorageLike } from './storage/createSafeStorage';
export {
  composeStorefront,
  extendStorefront,
  type StorefrontBase,
  type StorefrontFeature,
  type StorefrontServices,
} from './storefront/composeStorefront';
export {
  createStorefront,
  type Storefront,
  type StorefrontOptions,
} from './storefront/createStorefront';
export { authFeature } from './storefront/features/authFeature';
export { cartFeature } from './storefront/features/cartFeature';
export { couponFeature } from './storefront/features/couponFeature';
export { storefrontFeatures } from './storefront/storefrontFeatures';
// Validation
export { clearFieldError } from './validation/clearFieldError';
export { isEmail, isIndianMobile, isPhoneNumber, isPincode } from './validation/formats';
export { GENDER_OPTIONS, type Gender } from './validation/genderOptions';
export { GSTIN_LENGTH, isGstin, isGstinChecksumValid, normalizeGstin } from './validation/gstin';
export { hasErrors } from './validation/hasErrors';
export { type ProfileCompletionInput, profileCompletion } from './validation/profileCompletion';
export type { FieldErrors, FileLike, ValidationOptions } from './validation/types';
export {
  type AddressField,
  type AddressValues,
  type ValidateAddressOptions,
  validateAddress,
  validateBillingAddress,
} from './validation/validateAddress';
export { ATTACHMENT_ACCEPT, validateAttachment } from './validation/validateAttachment';
export { validateChangePassword } from './validation/validateChangePassword';
export { commentLength, validateComment } from './validation/validateComment';
export { type ContactFormValues, validateContact } from './validation/validateContact';
export { validateDiscountCode } from './validation/validateDiscountCode';
export { validateForgotPassword } from './validation/validateForgotPassword';
export { validateProfileImage } from './validation/validateProfileImage';
export { type QuoteField, type QuoteFormValues, validateQuote } from './validation/validateQuote';
export { validateResetPassword } from './validation/validateResetPassword';
export { type ReviewFormValues, validateReview } from './validation/validateReview';
export { validateSignIn } from './validation/validateSignIn';
export { type SignUpField, type SignUpValues, validateSignUp } from './validation/validateSignUp';
export {
  type TicketField,
  type TicketFormValues,
  validateTicket,
} from './validation/validateTicket';
