import { cartFeature, composeStorefront, extendStorefront } from '@storefront-kit/core';
import { disposeAfterTest, memoryStorage } from '@storefront-kit/test-utils/shop';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCart } from '../hooks/useCart';
import { useStorefront } from './StorefrontContext';
import { StorefrontContextProvider } from './StorefrontContextProvider';

const compose = () =>
  disposeAfterTest(
    composeStorefront(
      {
        baseUrl: 'http://shop.test/api/v1',
        storage: memoryStorage(),
        crossTab: false,
        guestCart: 'local',
      },
      [],
    ),
  );

function Messages() {
  const { messages } = useStorefront();
  return <p>{Object.keys(messages).length} overrides</p>;
}

function Count() {
  const cart = useCart();
  return <p>{cart.items.length} lines</p>;
}

describe('StorefrontContextProvider', () => {
  it('provides a storefront without a cart to components that do not use one', () => {
    const storefront = compose();
    render(
      <StorefrontContextProvider storefront={storefront}>
        <Messages />
      </StorefrontContextProvider>,
    );
    expect(screen.getByText('0 overrides')).toBeInTheDocument();
    expect(() => storefront.cart).toThrow('storefront.cart is not part of this storefront');
  });

  it('gives useCart the cart a feature added later', () => {
    const storefront = compose();
    extendStorefront(storefront, cartFeature);
    render(
      <StorefrontContextProvider storefront={storefront}>
        <Count />
      </StorefrontContextProvider>,
    );
    expect(screen.getByText('0 lines')).toBeInTheDocument();
  });
});
