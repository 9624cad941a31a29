/**
 * The cart button's sheet: the button and its count badge, all a page shows of the cart before
 * the drawer is first opened (parts cart-button, cart-count, and drawer-load-error: the alert when
 * the drawer's code could not be fetched).
 */
export const cartButtonCss = `
.sk-cart-button {
  position: relative; display: flex; align-items: center; justify-content: center;
  width: 2.75em; height: 2.75em; border: 1px solid var(--_sk-color-border);
  border-radius: var(--_sk-radius); background: var(--_sk-color-surface); cursor: pointer;
}
.sk-cart-count {
  position: absolute; top: -0.4em; right: -0.4em; min-width: 1.5em; height: 1.5em;
  padding: 0 0.35em; border-radius: 999px; font-size: 0.75em; font-weight: 700;
  display: inline-flex; align-items: center; justify-content: center;
  background: var(--_sk-color-primary); color: var(--_sk-color-on-primary);
}
.sk-cart-count[data-state='empty'] { opacity: 0; }
.sk-root { position: relative; }
.sk-cart-alert {
  position: absolute; top: calc(100% + 0.4em); right: 0; z-index: 1; margin: 0;
  width: max-content; max-width: min(18em, 90vw); padding: 0.5em 0.75em; font-size: 0.85em;
  border: 1px solid var(--_sk-color-danger); border-radius: var(--_sk-radius);
  background: var(--_sk-color-surface); color: var(--_sk-color-danger);
}
`;
