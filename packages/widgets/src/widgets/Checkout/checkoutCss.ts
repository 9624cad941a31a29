import { formCss } from '../SignIn/formCss';

/**
 * The checkout's sheet (`formCss` included), adopted after `baseCss` and `cartCss` (whose line,
 * stepper, coupon, summary and button styles the order summary shares). Only `--_sk-*` tokens.
 * Parts for `::part()`: checkout, guest, guest-sign-in, steps, step, step-panel,
 * shipping-fields, billing-fields, field, field-label, field-input, field-error,
 * same-as-shipping, next, previous, pay-now, payment-status, payment-error, order-summary,
 * lines, line…, summary-actions, clear, add-more, coupon…, summary, confirmation,
 * confirmation-title, order-id, payment-id, continue-shopping, view-orders, empty, loading.
 */
export const checkoutCss = `${formCss}
:host { display: block; }
.sk-checkout { container: sk-checkout / inline-size; }
.sk-checkout-grid {
  display: grid; grid-template-columns: minmax(0, 1fr) minmax(288px, 384px);
  gap: 1.5em; align-items: start;
}
@container sk-checkout (max-width: 736px) {
  .sk-checkout-grid { grid-template-columns: minmax(0, 1fr); }
}
.sk-checkout-main { display: flex; flex-direction: column; gap: 1em; min-width: 0; }
.sk-checkout-heading { margin: 0; font-size: 1.15em; font-weight: 700; }
.sk-checkout-muted { margin: 0; color: var(--_sk-color-muted); }
.sk-checkout-guest {
  display: flex; align-items: center; justify-content: space-between; gap: 1em;
  padding: 0.75em 1em; border: 1px solid var(--_sk-color-border); border-radius: var(--_sk-radius);
}
.sk-steps { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5em; }
.sk-step { flex: 1 1 10em; }
.sk-step-button {
  width: 100%; display: flex; align-items: center; gap: 0.5em; padding: 0.5em 0.75em;
  border: 1px solid var(--_sk-color-border); border-radius: var(--_sk-radius);
  background: var(--_sk-color-surface); cursor: pointer; text-align: start;
}
.sk-step-button:disabled { cursor: not-allowed; opacity: 0.7; }
.sk-step-number {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 1.6em; height: 1.6em; border-radius: 999px; font-weight: 700; font-size: 0.9em;
  border: 1px solid var(--_sk-color-border);
}
.sk-step-button[data-state='current'] { border-color: var(--_sk-color-primary); font-weight: 600; }
.sk-step-button[data-state='current'] .sk-step-number,
.sk-step-button[data-state='complete'] .sk-step-number {
  background: var(--_sk-color-primary); border-color: var(--_sk-color-primary);
  color: var(--_sk-color-on-primary);
}
.sk-step-panel {
  display: flex; flex-direction: column; gap: 1em; padding: 1em;
  border: 1px solid var(--_sk-color-border); border-radius: var(--_sk-radius);
}
.sk-address-fields {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(14em, 1fr)); gap: 0.85em 1em;
}
.sk-address { display: flex; flex-direction: column; font-style: normal; }
.sk-review { display: grid; grid-template-columns: repeat(auto-fit, minmax(14em, 1fr)); gap: 1em; }
.sk-review-title { margin: 0 0 0.35em; font-size: 1em; }
.sk-checkout-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.5em; }
.sk-pay-now { min-width: 9em; }
.sk-pay-now[aria-busy='true'] { cursor: progress; opacity: 0.7; }
.sk-alert-text { margin: 0.25em 0 0; }
.sk-payment-status { margin: 0; color: var(--_sk-color-muted); }
.sk-payment-status:empty { display: none; }
.sk-order-summary {
  display: flex; flex-direction: column; gap: 1em; padding: 1em;
  border: 1px solid var(--_sk-color-border); border-radius: var(--_sk-radius);
}
.sk-plain-fieldset {
  margin: 0; padding: 0; border: 0; min-width: 0; display: flex; flex-direction: column; gap: 1em;
}
.sk-order-summary .sk-lines { padding: 0; max-height: 28em; }
.sk-summary-actions { display: flex; flex-wrap: wrap; gap: 0.5em; }
.sk-checkout-empty, .sk-confirmation {
  display: flex; flex-direction: column; align-items: center; gap: 0.5em;
  padding: 2em 1em; text-align: center;
}
.sk-checkout-empty p, .sk-confirmation p { margin: 0; }
.sk-checkout-empty-title { font-weight: 600; font-size: 1.1em; }
.sk-confirmation .sk-checkout-heading { color: var(--_sk-color-success); }
.sk-checkout-loading { display: flex; flex-direction: column; gap: 0.75em; }
`;
