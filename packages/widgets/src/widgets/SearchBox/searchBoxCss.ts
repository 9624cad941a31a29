/**
 * The search box widget's sheet (adopted after `baseCss` in its shadow root). Only `--_sk-*`
 * tokens; parts for `::part()`: form, field, input, submit, panel, loading, empty,
 * search-anyway, popular-label, list, suggestion, suggestion-image, suggestion-name,
 * suggestion-description, suggestion-meta, suggestion-price, suggestion-stock,
 * suggestion-match, popular, view-all, failure, failure-message, retry.
 */
export const searchBoxCss = `
:host { display: block; }
.sk-search { position: relative; width: 100%; margin: 0; }
.sk-search-field {
  display: flex; align-items: stretch;
  border: 1px solid var(--_sk-color-border); border-radius: var(--_sk-radius);
  background: var(--_sk-color-surface); overflow: hidden;
}
.sk-search-field:focus-within { border-color: var(--_sk-color-primary); }
/* 13em wide where the box sizes to its content (14.8em + 20px with the button and border, as
   RESERVE_CSS reserves), as wide as the box allows elsewhere. */
.sk-search-input {
  flex: 1 1 13em; width: 13em; min-width: 0; border: 0; padding: 0.6em 0.8em; background: transparent;
  outline: none;
}
.sk-search-input::-webkit-search-cancel-button { cursor: pointer; }
.sk-search-submit {
  display: inline-flex; align-items: center; justify-content: center; border: 0;
  padding: 0 0.9em; cursor: pointer;
  background: var(--_sk-color-primary); color: var(--_sk-color-on-primary);
}
/* At least min(90vw, 448px) wide (px: the host page's root font size must not matter) and never
   narrower than the box; SearchBoxWidget shifts it (left) to keep it inside the viewport. */
.sk-search-panel {
  position: absolute; left: 0; top: calc(100% + 4px); z-index: var(--_sk-z-index);
  width: max(100%, min(90vw, 448px)); box-sizing: border-box;
  max-height: min(70vh, 560px); overflow-y: auto;
  background: var(--_sk-color-surface); border: 1px solid var(--_sk-color-border);
  border-radius: var(--_sk-radius); box-shadow: var(--_sk-shadow); padding: 0.25em 0;
}
.sk-search-panel[hidden] { display: none; }
.sk-search-failure { display: flex; flex-direction: column; align-items: flex-start; gap: 0.5em; padding: 0.8em; }
.sk-search-failure p { margin: 0; color: var(--_sk-color-danger); }
.sk-search-list { list-style: none; margin: 0; padding: 0; }
.sk-search-list[hidden] { display: none; }
.sk-suggestion {
  display: grid; grid-template-columns: 48px 1fr auto; gap: 0.75em; align-items: center;
  padding: 0.5em 0.8em; cursor: pointer;
}
.sk-suggestion[data-state='active'], .sk-popular[data-state='active'] {
  background: color-mix(in srgb, var(--_sk-color-primary) 10%, transparent);
}
.sk-suggestion-image {
  width: 48px; height: 48px; object-fit: contain; border-radius: calc(var(--_sk-radius) / 2);
  background: var(--_sk-color-surface); border: 1px solid var(--_sk-color-border);
}
.sk-suggestion-body { display: flex; flex-direction: column; min-width: 0; }
.sk-suggestion-name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sk-suggestion-description, .sk-suggestion-meta {
  color: var(--_sk-color-muted); font-size: 0.875em;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.sk-suggestion-aside { display: flex; flex-direction: column; align-items: flex-end; gap: 0.1em; font-size: 0.875em; }
.sk-suggestion-price { font-weight: 600; }
.sk-suggestion-price[data-state='on-request'] { color: var(--_sk-color-muted); font-weight: 400; }
.sk-suggestion-stock[data-state='in-stock'] { color: var(--_sk-color-success); }
.sk-suggestion-stock[data-state='out-of-stock'] { color: var(--_sk-color-danger); }
.sk-suggestion-match { color: var(--_sk-color-muted); }
.sk-search-popular-label { padding: 0.5em 0.8em; font-weight: 600; color: var(--_sk-color-muted); }
.sk-popular { padding: 0.5em 0.8em; cursor: pointer; }
.sk-search-empty { padding: 0.8em; display: flex; flex-direction: column; align-items: flex-start; gap: 0.5em; }
.sk-search-empty p { margin: 0; }
.sk-search-loading { display: flex; flex-direction: column; gap: 0.5em; padding: 0.5em 0.8em; }
.sk-skeleton-row { display: grid; grid-template-columns: 48px 1fr; gap: 0.75em; align-items: center; }
.sk-skeleton {
  display: block; border-radius: calc(var(--_sk-radius) / 2);
  background: color-mix(in srgb, var(--_sk-color-border) 60%, transparent);
  animation: sk-pulse 1.2s ease-in-out infinite;
}
.sk-skeleton-image { width: 48px; height: 48px; }
.sk-skeleton-text { height: 1em; width: 70%; }
@keyframes sk-pulse { 50% { opacity: 0.5; } }
.sk-button {
  border-radius: var(--_sk-radius); padding: 0.45em 0.9em; cursor: pointer;
  border: 1px solid var(--_sk-color-primary); background: var(--_sk-color-primary);
  color: var(--_sk-color-on-primary);
}
.sk-button-secondary { background: transparent; color: var(--_sk-color-primary); }
.sk-button-link {
  display: block; width: 100%; text-align: center; border: 0; border-top: 1px solid var(--_sk-color-border);
  border-radius: 0; background: transparent; color: var(--_sk-color-primary); padding: 0.6em;
}
`;
