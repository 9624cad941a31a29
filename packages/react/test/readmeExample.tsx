// The README's "Using the React hooks" example, kept here so it is type-checked and tested
// (readmeExample.test.tsx renders it against the real server).
import { formatINR, productUrl, toPaise } from '@storefront-kit/core';
import { StorefrontProvider, useCart, useSearch } from '../src/index';

function ProductSearch({ navigate }: { navigate: (url: string) => void }) {
  const search = useSearch({
    onSelect: (item) => navigate(productUrl(item)),
    onSubmit: (query) => navigate(`/search?q=${encodeURIComponent(query)}`),
  });
  return (
    <div>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor. */}
      <label {...search.getLabelProps()}>Search products</label>
      <input {...search.getInputProps()} placeholder="Relays, sensors, PLCs…" />
      <ul {...search.getListProps()} hidden={search.view !== 'results'}>
        {search.suggestions.map((item, index) => (
          <li key={item.id} {...search.getItemProps({ item, index })}>
            {item.name} {item.price ? formatINR(toPaise(item.price)) : 'Price on Request'}
          </li>
        ))}
      </ul>
      {search.view === 'loading' && <p>Searching…</p>}
    </div>
  );
}

function CartSummary() {
  const cart = useCart();
  if (cart.status === 'loading') return <p>Loading cart…</p>;
  return (
    <section aria-label="Cart">
      <p>
        {cart.items.length} items · Total {formatINR(cart.totals.total)}
      </p>
      <ul>
        {cart.items.map((line) => (
          <li key={line.id}>
            {line.name} × {line.quantity}
            <button
              type="button"
              disabled={cart.isPending(line.id)}
              onClick={() => cart.updateQuantity(line.id, line.quantity + 1)}
            >
              Add one
            </button>
            <button type="button" onClick={() => cart.remove(line.id)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function App({ navigate }: { navigate: (url: string) => void }) {
  return (
    <StorefrontProvider options={{ baseUrl: '/api/v1', guestCart: 'local' }}>
      <ProductSearch navigate={navigate} />
      <CartSummary />
    </StorefrontProvider>
  );
}

export { CartSummary, ProductSearch };
