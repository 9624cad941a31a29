/**
 * The widgets' form sheet (sign-in, sign-up and the checkout's address forms): labelled fields
 * with their messages, checkboxes and the error alert. Only `--_sk-*` tokens. Parts: field,
 * field-label, field-input, field-error, field-checkbox.
 */
export const formCss = `
.sk-form { display: flex; flex-direction: column; gap: 0.85em; margin: 0; min-width: 0; }
.sk-field { display: flex; flex-direction: column; gap: 0.25em; min-width: 0; }
.sk-field-label { font-weight: 600; font-size: 0.9em; }
.sk-field-input {
  width: 100%; padding: 0.5em 0.7em; border: 1px solid var(--_sk-color-border);
  border-radius: var(--_sk-radius); background: var(--_sk-color-surface);
}
.sk-field-input[aria-invalid='true'], .sk-check-input[aria-invalid='true'] {
  border-color: var(--_sk-color-danger); outline-color: var(--_sk-color-danger);
}
.sk-field-error { margin: 0; font-size: 0.85em; color: var(--_sk-color-danger); }
.sk-check { display: grid; grid-template-columns: auto 1fr; align-items: start; column-gap: 0.5em; }
.sk-check-input { margin: 0.2em 0 0; width: 1.1em; height: 1.1em; accent-color: var(--_sk-color-primary); }
.sk-check .sk-field-error { grid-column: 1 / -1; }
.sk-alert {
  margin: 0; padding: 0.6em 0.8em; border-radius: var(--_sk-radius);
  background: color-mix(in srgb, var(--_sk-color-danger) 10%, transparent);
  color: var(--_sk-color-danger);
}
`;
