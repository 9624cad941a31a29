import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../constants';
import { normalizeCartItem, toWireCartLine } from './normalizeCartItem';

describe('normalizeCartItem', () => {
  it('converts rupees to paise and keeps known fields', () => {
    expect(
      normalizeCartItem({
        id: 'p1',
        name: 'Relay',
        price: 1850.5,
        originalPrice: '2200',
        quantity: 3,
        image: '/r.svg',
        category: 'Relays',
        sub_category: 'Safety',
        sub_sub_category: 'Modules',
        brand: 'Omron',
        type: 'product',
        sku: 'G9SE',
        description: 'Safety relay',
        specifications: { Voltage: '24 V DC', Contacts: 3 },
        inStock: true,
        maxQuantity: 50,
        discount: 10,
      }),
    ).toEqual({
      id: 'p1',
      name: 'Relay',
      price: 185050,
      originalPrice: 220000,
      quantity: 3,
      image: '/r.svg',
      category: 'Relays',
      sub_category: 'Safety',
      sub_sub_category: 'Modules',
      brand: 'Omron',
      type: 'product',
      sku: 'G9SE',
      description: 'Safety relay',
      specifications: { Voltage: '24 V DC', Contacts: '3' },
      inStock: true,
      maxQuantity: 50,
      discount: 1000,
    });
  });

  it('applies the defaults of spec §3 to missing and non-numeric fields', () => {
    expect(
      normalizeCartItem({
        _id: 42,
        price: 'abc',
        quantity: 'lots',
        maxQuantity: -1,
        inStock: 'no',
        specifications: ['x'],
      }),
    ).toEqual({
      id: '42',
      name: 'Product Name Unavailable',
      price: 0,
      originalPrice: undefined,
      quantity: 1,
      image: PLACEHOLDER_IMAGE,
      category: undefined,
      sub_category: undefined,
      sub_sub_category: undefined,
      brand: undefined,
      type: undefined,
      sku: undefined,
      description: undefined,
      specifications: undefined,
      inStock: true,
      maxQuantity: 999,
      discount: 0,
    });
  });

  it('reads product_id, keeps quantity within the maximum, and is out of stock only when explicitly false', () => {
    expect(normalizeCartItem({ product_id: 'x', quantity: 5000, inStock: false })).toMatchObject({
      id: 'x',
      quantity: 999,
      inStock: false,
    });
    expect(normalizeCartItem({ id: 'y', price: -20 })?.price).toBe(0);
  });

  it('drops a line without an id', () => {
    expect(normalizeCartItem({ name: 'orphan' })).toBeNull();
    expect(normalizeCartItem({ id: '' })).toBeNull();
  });

  it('uses the given fallbacks', () => {
    expect(
      normalizeCartItem(
        { id: 'z' },
        { unnamed: 'Naam nahin', placeholderImage: '/ph.png', maxQuantity: 10 },
      ),
    ).toMatchObject({ name: 'Naam nahin', image: '/ph.png', maxQuantity: 10 });
  });

  it('round-trips through the wire format', () => {
    const item = normalizeCartItem({
      id: 'p',
      price: 99.99,
      originalPrice: 120,
      discount: 5,
      quantity: 2,
    });
    expect(item).not.toBeNull();
    if (item) expect(normalizeCartItem(toWireCartLine(item))).toEqual(item);
    const noMrp = normalizeCartItem({ id: 'q', price: 1 });
    if (noMrp) expect(toWireCartLine(noMrp).originalPrice).toBeUndefined();
  });
});
