import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../constants';
import { suggestionView } from './suggestionView';

describe('suggestionView', () => {
  it('shows a priced suggestion in stock with its match, brand and category', () => {
    expect(
      suggestionView(
        {
          id: 'prd_1',
          name: 'Omron MY2N Relay',
          description: '24 V DC coil, 2 changeover contacts',
          image: '/media/products/my2n.svg',
          brand: 'Omron',
          category: 'Relays',
          price: 1234.5,
          is_stock_available: true,
          relevance_score: 87.6,
        },
        { assetUrl: (path) => `https://shop.example.in${path}` },
      ),
    ).toEqual({
      name: 'Omron MY2N Relay',
      description: '24 V DC coil, 2 changeover contacts',
      meta: 'Omron · Relays',
      image: 'https://shop.example.in/media/products/my2n.svg',
      priceState: 'priced',
      price: '₹1,234.50',
      stockState: 'in-stock',
      stock: 'In Stock',
      match: '88% match',
    });
  });

  it('says Price on Request for a price of zero or none, and Out of Stock', () => {
    for (const price of [0, undefined, null]) {
      const view = suggestionView({
        id: 'prd_2',
        name: 'PLC CPU',
        price,
        is_stock_available: false,
      });
      expect(view.priceState).toBe('on-request');
      expect(view.price).toBe('Price on Request');
      expect(view.stockState).toBe('out-of-stock');
      expect(view.stock).toBe('Out of Stock');
    }
  });

  it('leaves out what the suggestion lacks: no match, meta, description; the placeholder picture', () => {
    const view = suggestionView({
      id: 'prd_3',
      name: 'Sensor',
      description: '',
      brand: 'Autonics',
    });
    expect(view.match).toBeUndefined();
    expect(view.description).toBeUndefined();
    expect(view.meta).toBe('Autonics');
    expect(view.image).toBe(PLACEHOLDER_IMAGE);
    // Missing stock information counts as in stock.
    expect(view.stockState).toBe('in-stock');
    expect(suggestionView({ id: 'prd_4', name: 'Relay', category: 'Relays' }).meta).toBe('Relays');
    expect(suggestionView({ id: 'prd_5', name: 'Relay', image: '/media/a.svg' }).image).toBe(
      '/media/a.svg',
    );
  });

  it("uses the embedder's messages", () => {
    const view = suggestionView(
      { id: 'prd_6', name: 'HMI', is_stock_available: false, relevance_score: 50 },
      {
        messages: {
          'product.priceOnRequest': 'Daam poochhein',
          'product.outOfStock': 'Stock mein nahin',
          'search.match': '{percent}% milaan',
        },
      },
    );
    expect([view.price, view.stock, view.match]).toEqual([
      'Daam poochhein',
      'Stock mein nahin',
      '50% milaan',
    ]);
  });
});
