/**
 * The quote button's sheet (`<sk-quote-button>`): parts quote-button, quote-load-error, error.
 * The dialog brings its own sheets when it opens.
 */
export const quoteButtonCss = `
.sk-quote-trigger {
  display: flex; align-items: center; justify-content: center; gap: 0.4em;
  min-width: 12.5em; /* the width RESERVE_CSS reserves */
  border-radius: var(--_sk-radius); padding: 0.55em 1em; cursor: pointer; font-weight: 600;
  border: 1px solid var(--_sk-color-primary); background: var(--_sk-color-primary);
  color: var(--_sk-color-on-primary);
}
.sk-quote-trigger[aria-busy='true'] { cursor: progress; opacity: 0.8; }
.sk-quote-alert { margin: 0.35em 0 0; font-size: 0.85em; color: var(--_sk-color-danger); }
`;
