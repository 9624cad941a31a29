/**
 * The product card sheet (adopted after `baseCss` in the widget's shadow root). Only
 * `--_sk-*` tokens; parts for `::part()`: card, media, image, percent-off, out-of-stock,
 * wishlist, wishlist-error, body, brand, name, model, price, original-price, price-with-gst, actions,
 * add-to-cart, add-to-cart-error, request-quote, request-quote-error, quick-view-button,
 * quick-view-error, error, error-detail, retry. `[data-variant='list']` lays the card out as a row.
 * The page's own picture (`<img slot="image">` in the tag) takes the card image's box exactly:
 * the page's rules reach a slotted element and beat `::slotted()` unless important (`img {
 * max-width: 50% }`, `* { box-sizing: content-box }`, `* { all: unset !important }`), so every
 * property of it is reset here, important (an important declaration in a shadow tree wins over
 * the page's important ones); its font size is the card's, for the padding. The quick view and
 * the quote modal adopt their own sheets (`quickViewCss`, `quoteCss`, `dialogCss`) when first
 * opened.
 */
export const productCardCss = `
:host { display: block; }
.sk-card {
  display: flex; flex-direction: column; height: 100%; overflow: hidden;
  border: 1px solid var(--_sk-color-border); border-radius: var(--_sk-radius);
  background: var(--_sk-color-surface); color: var(--_sk-color-text);
}
.sk-card { position: relative; }
.sk-card[data-variant='list'] { flex-direction: row; }
.sk-card[data-state='error'] { padding: 1em; gap: 0.75em; }
.sk-card-media { position: relative; aspect-ratio: 1; background: var(--_sk-color-surface); }
.sk-card[data-variant='list'] .sk-card-media { flex: 0 0 160px; }
.sk-card-image { display: block; width: 100%; height: 100%; object-fit: contain; padding: 0.75em; }
::slotted(img) {
  all: initial !important; display: block !important; box-sizing: border-box !important;
  width: 100% !important; height: 100% !important; font-size: inherit !important;
  padding: 0.75em !important; object-fit: contain !important; visibility: inherit !important;
}
.sk-card-badge {
  position: absolute; top: 0.6em; left: 0.6em; padding: 0.1em 0.55em; border-radius: 999px;
  font-size: 0.75em; font-weight: 700;
  background: var(--_sk-color-success); color: var(--_sk-color-on-primary);
}
.sk-card-overlay {
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  font-weight: 700; letter-spacing: 0.02em; pointer-events: none;
  background: color-mix(in srgb, var(--_sk-color-surface) 70%, transparent);
  color: var(--_sk-color-danger);
}
.sk-card-wishlist {
  position: absolute; top: 0.5em; right: 0.5em; width: 2.25em; height: 2.25em;
  display: inline-flex; align-items: center; justify-content: center; cursor: pointer;
  border: 1px solid var(--_sk-color-border); border-radius: 999px;
  background: var(--_sk-color-surface); color: var(--_sk-color-muted);
}
.sk-card-wishlist[data-state='wishlisted'] { color: var(--_sk-color-danger); }
.sk-card-wishlist:disabled { opacity: 0.6; cursor: progress; }
/* One height for every card, whatever its product (RESERVE_CSS reserves it before the code
   runs): the body is as high as its tallest content (a three-line name, the model, the price
   with the struck MRP, the GST-inclusive price, two buttons: 18.9em + 4px) and 1px more for
   rounding; the brand, model and price lines keep one line, the name three. An error after a
   click may add to it. */
.sk-card-body {
  display: flex; flex-direction: column; gap: 0.25em; padding: 0.9em; flex: 1;
  min-height: calc(18.9em + 5px);
}
.sk-card-brand, .sk-card-model, .sk-card-prices, .sk-card-gross { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.sk-card-brand { color: var(--_sk-color-muted); font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.04em; }
.sk-card-name {
  margin: 0; font-size: 1em; font-weight: 600; line-height: 1.35;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden;
}
.sk-card-name a { color: inherit; text-decoration: none; }
/* The name's link covers the card (image included); the heart and the actions sit above it. */
.sk-card-name a::after { content: ''; position: absolute; inset: 0; }
.sk-card-wishlist, .sk-card-actions { z-index: 1; }
.sk-card-actions { position: relative; }
.sk-card-name a:hover { color: var(--_sk-color-primary); text-decoration: underline; }
.sk-card-model { color: var(--_sk-color-muted); font-size: 0.85em; }
.sk-card-prices { display: flex; align-items: baseline; gap: 0.5em; margin-top: auto; padding-top: 0.35em; }
.sk-card-price { font-weight: 700; font-size: 1.1em; }
.sk-card-price[data-state='on-request'] { font-weight: 600; font-size: 1em; color: var(--_sk-color-muted); }
.sk-card-mrp { color: var(--_sk-color-muted); font-size: 0.875em; }
.sk-card-gross { color: var(--_sk-color-muted); font-size: 0.85em; }
.sk-card-actions { display: flex; flex-direction: column; gap: 0.35em; padding-top: 0.5em; }
.sk-card-error { margin: 0; font-size: 0.85em; color: var(--_sk-color-danger); }
.sk-card-error-detail { display: block; margin-top: 0.35em; color: var(--_sk-color-text); }
.sk-button {
  display: inline-flex; align-items: center; justify-content: center; text-decoration: none;
  border-radius: var(--_sk-radius); padding: 0.55em 1em; cursor: pointer; font-weight: 600;
  border: 1px solid var(--_sk-color-primary); background: var(--_sk-color-primary);
  color: var(--_sk-color-on-primary);
}
.sk-button:disabled { opacity: 0.55; cursor: not-allowed; }
.sk-button[aria-busy='true'] { cursor: progress; opacity: 0.8; }
.sk-button[data-state='added'] { background: var(--_sk-color-success); border-color: var(--_sk-color-success); }
.sk-button-secondary { background: transparent; color: var(--_sk-color-primary); }
.sk-skeleton {
  display: block; border-radius: var(--_sk-radius);
  background: color-mix(in srgb, var(--_sk-color-border) 60%, transparent);
  animation: sk-pulse 1.2s ease-in-out infinite;
}
.sk-card-skeleton-image { width: 100%; height: 100%; border-radius: 0; }
.sk-card-skeleton-text { height: 1em; width: 80%; }
@keyframes sk-pulse { 50% { opacity: 0.5; } }
`;
