import { dialogCss } from '../../shared/WidgetDialog';

/**
 * The drawer's sheet, with `dialogCss`: the drawer's code adopts it when it is loaded (on the
 * first opening, or on the button's hover or focus), in whichever shadow root the drawer is
 * rendered. Parts: drawer, drawer-header, drawer-title, drawer-close, drawer-loading,
 * drawer-empty, drawer-filled, lines, line, line-image, line-name, line-meta, line-sku,
 * line-price, line-original-price, line-percent-off, line-stock, line-quantity, line-max,
 * line-remove, coupon, coupon-input, coupon-apply, coupon-applied, coupon-remove,
 * coupon-message, summary, drawer-actions, checkout, clear, continue-shopping.
 */
export const cartDrawerCss = `${dialogCss}
.sk-drawer .sk-dialog-body { display: flex; flex-direction: column; padding: 0; overflow: hidden; }
.sk-drawer-loading { display: flex; flex-direction: column; gap: 0.75em; padding: 1em; }
.sk-skeleton {
  display: block; border-radius: var(--_sk-radius);
  background: color-mix(in srgb, var(--_sk-color-border) 60%, transparent);
  animation: sk-pulse 1.2s ease-in-out infinite;
}
.sk-skeleton-line { height: 4.5em; }
@keyframes sk-pulse { 50% { opacity: 0.5; } }
.sk-drawer-empty {
  flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 0.5em; padding: 2em 1em; text-align: center;
}
.sk-drawer-empty p { margin: 0; }
.sk-drawer-empty-title { font-weight: 600; font-size: 1.1em; }
.sk-drawer-empty-hint { color: var(--_sk-color-muted); }
.sk-drawer-filled { flex: 1; display: flex; flex-direction: column; min-height: 0; }
.sk-lines { list-style: none; margin: 0; padding: 0 1em; flex: 1; overflow-y: auto; }
.sk-line {
  display: grid; grid-template-columns: 64px 1fr; gap: 0.75em; padding: 0.9em 0;
  border-bottom: 1px solid var(--_sk-color-border);
}
.sk-line[data-state='pending'] { opacity: 0.6; }
.sk-line-image {
  width: 64px; height: 64px; object-fit: contain; border-radius: var(--_sk-radius);
  border: 1px solid var(--_sk-color-border);
}
.sk-line-body { display: flex; flex-direction: column; gap: 0.15em; min-width: 0; }
.sk-line-name { font-weight: 600; }
.sk-line-meta, .sk-line-sku { color: var(--_sk-color-muted); font-size: 0.85em; }
.sk-line-prices { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5em; }
.sk-line-price { font-weight: 700; }
.sk-line-price[data-state='on-request'] { font-weight: 400; color: var(--_sk-color-muted); }
.sk-line-mrp { color: var(--_sk-color-muted); font-size: 0.85em; }
.sk-badge {
  border-radius: 999px; padding: 0 0.5em; font-size: 0.75em; font-weight: 700;
  background: var(--_sk-color-success); color: var(--_sk-color-on-primary);
}
.sk-line-stock { font-size: 0.85em; }
.sk-line-stock[data-state='in-stock'] { color: var(--_sk-color-success); }
.sk-line-stock[data-state='out-of-stock'] { color: var(--_sk-color-danger); }
.sk-line-actions { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5em; }
.sk-stepper { display: inline-flex; align-items: center; flex-wrap: wrap; gap: 0.25em; }
.sk-stepper-button {
  width: 2em; height: 2em; cursor: pointer; border: 1px solid var(--_sk-color-border);
  border-radius: var(--_sk-radius); background: var(--_sk-color-surface);
}
.sk-stepper-button:disabled, .sk-stepper-button[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
.sk-stepper-input {
  width: 3em; height: 2em; text-align: center; border: 1px solid var(--_sk-color-border);
  border-radius: var(--_sk-radius); background: var(--_sk-color-surface);
}
.sk-stepper-max { font-size: 0.8em; color: var(--_sk-color-danger); }
.sk-stepper-notice { flex-basis: 100%; font-size: 0.85em; color: var(--_sk-color-danger); }
.sk-stepper-notice[data-state="none"] { display: none; }
.sk-link-button {
  border: 0; background: transparent; padding: 0; cursor: pointer;
  color: var(--_sk-color-danger); text-decoration: underline;
}
.sk-link-button[aria-disabled='true'] { opacity: 0.5; cursor: not-allowed; }
.sk-drawer-footer {
  display: flex; flex-direction: column; gap: 0.75em; padding: 1em;
  border-top: 1px solid var(--_sk-color-border);
}
.sk-coupon { display: flex; flex-direction: column; gap: 0.35em; }
.sk-coupon-form { display: flex; flex-direction: column; gap: 0.25em; margin: 0; }
.sk-coupon-label { font-weight: 600; font-size: 0.9em; }
.sk-coupon-row { display: flex; gap: 0.5em; }
.sk-input {
  flex: 1; min-width: 0; padding: 0.45em 0.7em; border: 1px solid var(--_sk-color-border);
  border-radius: var(--_sk-radius); background: var(--_sk-color-surface);
}
.sk-input[aria-invalid='true'] { border-color: var(--_sk-color-danger); }
.sk-coupon-applied {
  display: flex; align-items: center; justify-content: space-between; gap: 0.5em;
  padding: 0.5em 0.75em; border-radius: var(--_sk-radius);
  background: color-mix(in srgb, var(--_sk-color-success) 12%, transparent);
  color: var(--_sk-color-success);
}
.sk-coupon-applied-text { display: flex; flex-direction: column; }
.sk-coupon-message { margin: 0; font-size: 0.85em; }
.sk-coupon-message[data-state='none'] { display: none; }
.sk-coupon-message[data-state='error'] { color: var(--_sk-color-danger); }
.sk-coupon-message[data-state='success'] { color: var(--_sk-color-success); }
.sk-summary { margin: 0; display: flex; flex-direction: column; gap: 0.25em; }
.sk-summary > div { display: flex; justify-content: space-between; }
.sk-summary dt, .sk-summary dd { margin: 0; }
.sk-summary [data-row='discount'] dd { color: var(--_sk-color-success); }
.sk-summary [data-row='total'] {
  font-weight: 700; font-size: 1.1em; padding-top: 0.35em;
  border-top: 1px solid var(--_sk-color-border);
}
.sk-drawer-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5em; }
.sk-button {
  border-radius: var(--_sk-radius); padding: 0.55em 1em; cursor: pointer; font-weight: 600;
  border: 1px solid var(--_sk-color-primary); background: var(--_sk-color-primary);
  color: var(--_sk-color-on-primary);
}
.sk-button:disabled, .sk-button[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
.sk-button-secondary { background: transparent; color: var(--_sk-color-primary); }
.sk-button-small { padding: 0.4em 0.8em; }
.sk-button-block { grid-column: 1 / -1; }
`;
