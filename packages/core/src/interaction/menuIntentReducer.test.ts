import { describe, expect, it } from 'vitest';
import { closedMenuState, type MenuIntentState, menuIntentReducer } from './menuIntentReducer';

const open = (value: string): MenuIntentState => ({ status: 'open', value });
const closing = (value: string): MenuIntentState => ({ status: 'closing', value });
const opening = (value: string): MenuIntentState => ({ status: 'opening', value });

describe('menuIntentReducer', () => {
  it('opens at once on an immediate enter, or starts opening otherwise', () => {
    expect(
      menuIntentReducer(closedMenuState, { type: 'enter', id: 'products', immediate: true }),
    ).toEqual(open('products'));
    expect(
      menuIntentReducer(closedMenuState, { type: 'enter', id: 'products', immediate: false }),
    ).toEqual(opening('products'));
    const state = opening('products');
    expect(menuIntentReducer(state, { type: 'enter', id: 'products', immediate: false })).toBe(
      state,
    );
    expect(menuIntentReducer(state, { type: 'enter', id: 'brands', immediate: false })).toEqual(
      opening('brands'),
    );
  });

  it('switches sections of a shown menu at once and cancels a close on re-entry', () => {
    expect(
      menuIntentReducer(open('products'), { type: 'enter', id: 'brands', immediate: false }),
    ).toEqual(open('brands'));
    expect(
      menuIntentReducer(closing('products'), { type: 'enter', id: 'products', immediate: false }),
    ).toEqual(open('products'));
    const state = open('products');
    expect(menuIntentReducer(state, { type: 'enter', id: 'products', immediate: false })).toBe(
      state,
    );
  });

  it('leaves: an opening menu closes, an open one starts closing', () => {
    expect(menuIntentReducer(opening('help'), { type: 'leave' })).toBe(closedMenuState);
    expect(menuIntentReducer(open('help'), { type: 'leave' })).toEqual(closing('help'));
    const state = closing('help');
    expect(menuIntentReducer(state, { type: 'leave' })).toBe(state);
    expect(menuIntentReducer(closedMenuState, { type: 'leave' })).toBe(closedMenuState);
  });

  it('completes the delays only in their own status', () => {
    expect(menuIntentReducer(opening('help'), { type: 'openDelayElapsed' })).toEqual(open('help'));
    expect(menuIntentReducer(closing('help'), { type: 'closeDelayElapsed' })).toBe(closedMenuState);
    const state = open('help');
    expect(menuIntentReducer(state, { type: 'openDelayElapsed' })).toBe(state);
    expect(menuIntentReducer(state, { type: 'closeDelayElapsed' })).toBe(state);
  });

  it('opens, closes and toggles on command', () => {
    expect(menuIntentReducer(closedMenuState, { type: 'open', id: 'brands' })).toEqual(
      open('brands'),
    );
    expect(menuIntentReducer(closing('brands'), { type: 'open', id: 'brands' })).toEqual(
      open('brands'),
    );
    expect(menuIntentReducer(open('brands'), { type: 'close' })).toBe(closedMenuState);
    expect(menuIntentReducer(closedMenuState, { type: 'close' })).toBe(closedMenuState);
    expect(menuIntentReducer(open('brands'), { type: 'toggle', id: 'brands' })).toBe(
      closedMenuState,
    );
    expect(menuIntentReducer(closing('brands'), { type: 'toggle', id: 'brands' })).toBe(
      closedMenuState,
    );
    expect(menuIntentReducer(open('brands'), { type: 'toggle', id: 'help' })).toEqual(open('help'));
    expect(menuIntentReducer(opening('help'), { type: 'toggle', id: 'help' })).toEqual(
      open('help'),
    );
  });
});
