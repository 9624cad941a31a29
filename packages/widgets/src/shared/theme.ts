/**
 * The documented theme of every widget: CSS custom properties set on the widget's element (or
 * any ancestor) by the host page, e.g. `sk-search-box { --sk-color-primary: #b00020 }`.
 * `:host { all: initial }` and the same reset on the widget's containers stop the host page's
 * inherited styles (font sizes, colours, `* { all: unset !important }`) at the shadow boundary;
 * only these properties cross it.
 */
export const THEME_PROPERTIES = {
  '--sk-color-primary': '#0b5cad',
  '--sk-color-on-primary': '#ffffff',
  '--sk-color-text': '#1f2933',
  '--sk-color-muted': '#52606d',
  '--sk-color-surface': '#ffffff',
  '--sk-color-border': '#cbd2d9',
  '--sk-color-danger': '#b42318',
  '--sk-color-success': '#027a48',
  '--sk-radius': '8px',
  '--sk-font': 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  '--sk-font-size': '14px',
  '--sk-shadow': '0 8px 24px rgba(15, 23, 42, 0.16)',
  '--sk-z-index': '2147483000',
} as const;

export type ThemeProperty = keyof typeof THEME_PROPERTIES;

const tokens = Object.entries(THEME_PROPERTIES)
  .map(([name, value]) => `${name.replace('--sk-', '--_sk-')}: var(${name}, ${value});`)
  .join('\n  ');

/**
 * The base sheet of every widget's shadow root: the reset and the resolved tokens, read by the
 * widgets' own sheets as `var(--_sk-color-primary)`.
 */
export const baseCss = `:host {
  all: initial;
  display: inline-block;
  vertical-align: middle;
  ${tokens}
  font-family: var(--_sk-font);
  font-size: var(--_sk-font-size);
  line-height: 1.5;
  color: var(--_sk-color-text);
}
:host([hidden]) { display: none; }
/* The host element belongs to the page, whose rules (even '* { all: unset !important }') beat
   :host; so the widget's own containers reset again. 'all' leaves custom properties alone, so
   the theme still inherits through the host. The tokens are resolved again there: a portal in
   the page's overlay layer carries the theme of the widget that opened it on its own style. */
.sk-root, .sk-portal {
  all: initial;
  display: block;
  ${tokens}
  font-family: var(--_sk-font);
  font-size: var(--_sk-font-size);
  line-height: 1.5;
  color: var(--_sk-color-text);
}
*, *::before, *::after { box-sizing: border-box; }
button, input, select, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--_sk-color-primary); outline-offset: 2px; }
.sk-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
}`;
