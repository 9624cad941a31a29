import { useSignals } from '@preact/signals-react/runtime';
import { extendStorefront, type Storefront, type StorefrontFeature } from '@storefront-kit/core';
import { useStorefront } from '@storefront-kit/react';
import { useCallback, useEffect, useState } from 'react';
import { lazyValue } from '../Quote/lazyComponent';

type Wishlist = Storefront['wishlist'];

/**
 * The wishlist's code, imported on first need: a guest's page of cards never downloads it
 * unless the shopper signs in from a heart.
 */
export const wishlistCode = lazyValue(() =>
  import('./cardWishlist').then((module) => module.wishlistFeature),
);

/** The page's wishlist, with its code added to the storefront (once per page). */
function withWishlist(storefront: Storefront, feature: StorefrontFeature): Wishlist {
  extendStorefront(storefront, feature);
  return storefront.wishlist;
}

/** {@link withWishlist} once the code is here, importing it first when it is not. */
async function wishlistOf(storefront: Storefront): Promise<Wishlist> {
  return withWishlist(storefront, await wishlistCode.load());
}

export interface CardWishlist {
  /** The page's wishlist once its code is here; `undefined` for a guest until it is needed. */
  readonly wishlist: Wishlist | undefined;
  /** Imports the code when it is not here yet (rejects when it cannot be fetched). */
  load(): Promise<Wishlist>;
}

/**
 * The wishlist of a card's heart, loaded when it is needed: at once for a signed-in shopper
 * (whose hearts show what is saved), and for a guest when a heart is tapped and the shopper
 * has signed in. Until then the heart is empty, as a guest's always is.
 */
export function useCardWishlist(): CardWishlist {
  useSignals();
  const storefront = useStorefront();
  const signedIn = storefront.session.isLoggedIn();
  const [wishlist, setWishlist] = useState<Wishlist | undefined>(() => {
    const feature = wishlistCode.peek();
    return feature && withWishlist(storefront, feature);
  });
  const load = useCallback(async () => {
    const loaded = await wishlistOf(storefront);
    setWishlist(loaded);
    return loaded;
  }, [storefront]);
  useEffect(() => {
    if (!signedIn || wishlist) return;
    let live = true;
    wishlistOf(storefront).then(
      (loaded) => live && setWishlist(loaded),
      // The heart stays empty; a tap imports the code again and says so if it still cannot.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn, wishlist, storefront]);
  return { wishlist, load };
}
