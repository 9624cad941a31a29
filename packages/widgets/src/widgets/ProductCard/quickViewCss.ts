/**
 * The quick view's sheet, adopted with `dialogCss` by the quick view itself when a card first
 * opens it (it also uses the card sheet's `.sk-button`). Only `--_sk-*` tokens; parts for
 * `::part()`: quick-view (and quick-view-header, -title, -close), quick-view-image,
 * quick-view-brand, quick-view-model, quick-view-price, quick-view-original-price,
 * quick-view-price-with-gst,
 * quick-view-percent-off, quick-view-stock, quick-view-description, quick-view-actions,
 * quick-view-quantity, quick-view-max, quick-view-details (and the add-to-cart or request-quote
 * parts of the card).
 */
export const quickViewCss = `
.sk-dialog.sk-quick-view-dialog { max-width: min(100vw - 2em, 832px); }
.sk-quick-view { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 1.25em; }
@media (max-width: 640px) { .sk-quick-view { grid-template-columns: 1fr; } }
.sk-quick-view-image {
  display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: contain;
  border: 1px solid var(--_sk-color-border); border-radius: var(--_sk-radius);
  background: var(--_sk-color-surface);
}
.sk-quick-view-details { display: flex; flex-direction: column; gap: 0.6em; min-width: 0; }
.sk-quick-view-details p { margin: 0; }
.sk-quick-view-brand { color: var(--_sk-color-muted); font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.04em; }
.sk-quick-view-model { color: var(--_sk-color-muted); font-size: 0.9em; }
.sk-quick-view-prices { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5em; }
.sk-quick-view-price { font-weight: 700; font-size: 1.35em; }
.sk-quick-view-price[data-state='on-request'] { font-size: 1.1em; color: var(--_sk-color-muted); }
.sk-quick-view-mrp { color: var(--_sk-color-muted); }
.sk-quick-view-gross { flex-basis: 100%; color: var(--_sk-color-muted); font-weight: 600; }
.sk-quick-view-badge {
  padding: 0.1em 0.55em; border-radius: 999px; font-size: 0.8em; font-weight: 700;
  background: var(--_sk-color-success); color: var(--_sk-color-on-primary);
}
.sk-quick-view-stock { font-weight: 600; font-size: 0.9em; }
.sk-quick-view-stock[data-state='in-stock'] { color: var(--_sk-color-success); }
.sk-quick-view-stock[data-state='out-of-stock'] { color: var(--_sk-color-danger); }
.sk-quick-view-description { color: var(--_sk-color-text); white-space: pre-line; }
.sk-quick-view-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.6em; }
.sk-quick-view-quantity { display: inline-flex; align-items: center; flex-wrap: wrap; gap: 0.25em; }
.sk-quick-view-quantity-label { font-weight: 600; font-size: 0.9em; margin-right: 0.25em; }
.sk-stepper-button {
  width: 2.25em; height: 2.25em; cursor: pointer; border: 1px solid var(--_sk-color-border);
  border-radius: var(--_sk-radius); background: var(--_sk-color-surface);
}
.sk-stepper-button:disabled, .sk-stepper-button[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
.sk-stepper-input {
  width: 3.5em; height: 2.25em; text-align: center; border: 1px solid var(--_sk-color-border);
  border-radius: var(--_sk-radius); background: var(--_sk-color-surface);
}
.sk-stepper-max { flex-basis: 100%; font-size: 0.8em; color: var(--_sk-color-danger); }
.sk-stepper-notice { flex-basis: 100%; font-size: 0.85em; color: var(--_sk-color-danger); }
.sk-stepper-notice[data-state="none"] { display: none; }
.sk-quick-view-details-link { color: var(--_sk-color-primary); font-weight: 600; }
.sk-quick-view-actions .sk-card-error { flex-basis: 100%; }
`;
