// The public exports of this area, re-exported by src/index.ts. An explicit list of names.

// Profile
export {
  type AvatarResult,
  createProfileController,
  type ProfileController,
  type ProfileControllerOptions,
  type ProfileSaveResult,
} from '../profile/createProfileController';
export {
  applyProfileDraft,
  emptyProfileDraft,
  type ProfileDraft,
  type ProfileField,
  profileDraftOf,
  toUpdateProfileBody,
} from '../profile/profileDraft';
export {
  type AvatarStatus,
  isAvatarBusy,
  type ProfileMode,
  type ProfileSaveStatus,
  type ProfileState,
  type ProfileStatus,
} from '../profile/profileReducer';
export { validateProfile } from '../profile/validateProfile';
// Quote requests
export {
  createQuoteRequest,
  type QuoteRequest,
  type QuoteRequestOptions,
  type QuoteSubmitResult,
} from '../quote/createQuoteRequest';
export {
  emptyQuoteDraft,
  type QuoteDraft,
  type QuoteDraftField,
  type QuoteProduct,
  type QuoteRequestState,
  type QuoteRequestStatus,
} from '../quote/quoteRequestReducer';
export { uploadsFeature } from '../storefront/features/uploadsFeature';
export { wishlistFeature } from '../storefront/features/wishlistFeature';
// Support tickets
export {
  createTicketsController,
  type TicketCommentResult,
  type TicketCreateResult,
  type TicketsController,
  type TicketsControllerOptions,
} from '../tickets/createTicketsController';
export {
  DEFAULT_TICKET_FILTERS,
  emptyTicketDraft,
  type TicketDraft,
  type TicketDraftField,
  type TicketFilters,
  type TicketSubmitStatus,
  type TicketsState,
  type TicketsStatus,
  type TicketViewStatus,
} from '../tickets/ticketsReducer';
// Uploads with progress
export { createClientUploadTransport } from '../uploads/createClientUploadTransport';
export {
  createUploadQueue,
  type UploadableFile,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadQueueStatus,
  type UploadStep,
} from '../uploads/createUploadQueue';
export {
  createUploadTransport,
  type UploadTransportOptions,
} from '../uploads/createUploadTransport';
export {
  createXhrUploadTransport,
  type ProgressLike,
  type XhrConstructor,
  type XhrLike,
  type XhrUploadTransportOptions,
} from '../uploads/createXhrUploadTransport';
export {
  type FileReaderConstructor,
  type FileReaderLike,
  type ReadFile,
  type ReadFileAsBase64Options,
  type ReadFileOptions,
  readFileAsBase64,
} from '../uploads/readFileAsBase64';
export { toUploadBody } from '../uploads/toUploadBody';
export type { UploadRequestOptions, UploadTransport } from '../uploads/UploadTransport';
export {
  isUploadInFlight,
  type UploadItem,
  type UploadItemStatus,
} from '../uploads/uploadReducer';
// Wishlist
export {
  createWishlistStore,
  type WishlistProductRef,
  type WishlistStore,
  type WishlistStoreOptions,
  type WishlistToggleResult,
} from '../wishlist/createWishlistStore';
export type {
  WishlistPageState,
  WishlistPageStatus,
  WishlistState,
  WishlistStatus,
} from '../wishlist/wishlistReducer';
