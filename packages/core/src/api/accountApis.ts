// The API groups of a signed-in shopper's account, which core loads together on the first
// request of any of them (`apiGroupsOnDemand.ts`): one file for a bundler to split off, which a
// guest's page never downloads.
export { authApi } from './authApi';
export { cartApi } from './cartApi';
export { offersApi } from './offersApi';
export { wishlistApi } from './wishlistApi';
