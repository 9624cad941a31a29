import { apiMessages } from './apiMessages';
import { authFormMessages } from './authFormMessages';
import { cartMessages } from './cartMessages';
import { checkoutMessages } from './checkoutMessages';
import { contentMessages } from './contentMessages';
import { couponMessages } from './couponMessages';
import { dashboardMessages } from './dashboardMessages';
import { listingMessages } from './listingMessages';
import { notificationMessages } from './notificationMessages';
import { productMessages } from './productMessages';
import { quoteMessages } from './quoteMessages';
import { searchMessages } from './searchMessages';
import { sessionMessages } from './sessionMessages';
import { wishlistMessages } from './wishlistMessages';

/**
 * Every user-facing string of the specification, by id. Each module of core reads only its
 * own domain's defaults (so a bundle pays only for the strings it uses); this object is the
 * whole catalogue, for embedders who want to list or translate all of it.
 */
export const defaultMessages = {
  ...apiMessages,
  ...sessionMessages,
  ...cartMessages,
  ...couponMessages,
  ...searchMessages,
  ...productMessages,
  ...listingMessages,
  ...wishlistMessages,
  ...contentMessages,
  ...checkoutMessages,
  ...authFormMessages,
  ...quoteMessages,
  ...dashboardMessages,
  ...notificationMessages,
} as const;

/** The id of one user-facing string, e.g. `'cart.loginRequired'`. */
export type MessageId = keyof typeof defaultMessages;

/** The whole catalogue: every id mapped to its (possibly translated) template. */
export type Messages = Record<MessageId, string>;

/**
 * Per-string overrides given by an embedder: any subset of the catalogue.
 *
 * @example
 * const messages: MessageOverrides = { 'cart.empty': 'Aapka cart khaali hai' };
 */
export type MessageOverrides = Partial<Messages>;
