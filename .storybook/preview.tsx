import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { CSSProperties } from 'react';
import { configure, prettyDOM } from 'storybook/test';

/**
 * The markup of a query's container for its error message. The widgets' stories query inside a
 * shadow root (`within(shadowOf(canvasElement))`), which testing-library's `prettyDOM` refuses
 * ('Expected an element or document but got ShadowRoot'): a query that found nothing then threw
 * that instead of saying what it looked for. A shadow root prints as its children.
 */
function describeContainer(container: Element): string {
  if (!(container instanceof ShadowRoot)) return prettyDOM(container) || '';
  const children = [...container.children].map((child) => prettyDOM(child) || '');
  return ['#shadow-root', ...children].join('\n');
}

configure({
  // Play functions wait up to 5 s for an element (testing-library's default is 1 s), so a busy
  // CI machine does not turn a slow first render into a failed story.
  asyncUtilTimeout: 5000,
  getElementError(message, container) {
    const error = new Error([message, describeContainer(container)].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

/**
 * Themes for the widgets' toolbar switcher: values of the documented `--sk-*` properties,
 * set on a wrapper so they cross into each widget's shadow root as a host page's would.
 */
const THEMES: Record<string, Record<`--sk-${string}`, string>> = {
  default: {},
  crimson: {
    '--sk-color-primary': '#b00020',
    '--sk-color-success': '#1b7f3b',
    '--sk-radius': '2px',
    '--sk-font': 'Georgia, "Times New Roman", serif',
  },
  dark: {
    '--sk-color-primary': '#7cc4ff',
    '--sk-color-on-primary': '#0b1220',
    '--sk-color-text': '#e6edf3',
    '--sk-color-muted': '#9aa7b4',
    '--sk-color-surface': '#111827',
    '--sk-color-border': '#334155',
    '--sk-color-danger': '#ff8a80',
    '--sk-color-success': '#6ee7b7',
    '--sk-shadow': '0 8px 24px rgba(0, 0, 0, 0.6)',
  },
  large: { '--sk-font-size': '18px', '--sk-radius': '16px' },
};

const withTheme: Decorator = (Story, context) => {
  const theme = THEMES[String(context.globals.theme ?? 'default')] ?? {};
  const dark = context.globals.theme === 'dark';
  return (
    <div
      data-theme={context.globals.theme ?? 'default'}
      style={{
        ...(theme as CSSProperties),
        ...(dark ? { background: '#0b1220', padding: 16 } : {}),
      }}
    >
      <Story />
    </div>
  );
};

/**
 * Stories talk to Mock Service Worker handlers (`parameters.msw.handlers` per story), never to
 * a network: the worker starts quietly and lets unhandled requests (assets) through.
 */
const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Widget theme (the --sk-* custom properties)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'crimson', title: 'Crimson, square, serif' },
          { value: 'dark', title: 'Dark' },
          { value: 'large', title: 'Large text, round' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
