/**
 * The quote form's sheet, adopted with `dialogCss` by {@link QuoteModalWidget} itself into the
 * shadow root it opens in (its code and styles load with the dialog). Only `--_sk-*` tokens;
 * parts for `::part()`: quote-dialog (and quote-dialog-header, -title, -close), quote-product,
 * quote-form, quote-field, quote-label, quote-input, quote-field-error, quote-actions,
 * quote-submit, quote-error, quote-success, quote-summary.
 */
export const quoteCss = `
.sk-quote-body { display: flex; flex-direction: column; gap: 0.9em; }
.sk-quote-product {
  display: flex; flex-direction: column; gap: 0.1em; margin: 0; padding: 0.6em 0.8em;
  border: 1px solid var(--_sk-color-border); border-radius: var(--_sk-radius);
}
.sk-quote-product-name { font-weight: 600; }
.sk-quote-product-id { color: var(--_sk-color-muted); font-size: 0.85em; }
.sk-quote-form { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75em; margin: 0; }
.sk-quote-field { display: flex; flex-direction: column; gap: 0.25em; min-width: 0; }
.sk-quote-field[data-field='name'], .sk-quote-field[data-field='message'],
.sk-quote-actions, .sk-quote-error { grid-column: 1 / -1; }
@media (max-width: 512px) { .sk-quote-form { grid-template-columns: 1fr; } }
.sk-quote-label { font-weight: 600; font-size: 0.9em; }
.sk-quote-required { color: var(--_sk-color-danger); }
.sk-quote-input {
  width: 100%; padding: 0.5em 0.7em; border: 1px solid var(--_sk-color-border);
  border-radius: var(--_sk-radius); background: var(--_sk-color-surface); color: var(--_sk-color-text);
}
textarea.sk-quote-input { min-height: 5.5em; resize: vertical; }
.sk-quote-input[aria-invalid='true'] { border-color: var(--_sk-color-danger); }
.sk-quote-input[readonly] { opacity: 0.7; }
.sk-quote-field-error, .sk-quote-error { margin: 0; font-size: 0.85em; color: var(--_sk-color-danger); }
.sk-quote-error { padding: 0.6em 0.8em; border-radius: var(--_sk-radius);
  background: color-mix(in srgb, var(--_sk-color-danger) 10%, transparent); }
.sk-quote-actions { display: flex; justify-content: flex-end; }
.sk-quote-submit {
  border-radius: var(--_sk-radius); padding: 0.6em 1.2em; cursor: pointer; font-weight: 600;
  border: 1px solid var(--_sk-color-primary); background: var(--_sk-color-primary);
  color: var(--_sk-color-on-primary);
}
.sk-quote-submit[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.sk-quote-success {
  display: flex; flex-direction: column; gap: 0.6em; padding: 0.9em; outline: none;
  border-radius: var(--_sk-radius); color: var(--_sk-color-success);
  background: color-mix(in srgb, var(--_sk-color-success) 10%, transparent);
}
.sk-quote-success p { margin: 0; font-weight: 600; }
.sk-quote-summary { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 0.2em 0.75em; color: var(--_sk-color-text); }
.sk-quote-summary dt { color: var(--_sk-color-muted); }
.sk-quote-summary dd { margin: 0; overflow-wrap: anywhere; }
`;
