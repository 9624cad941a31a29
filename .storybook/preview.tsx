import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

/**
 * Stories talk to Mock Service Worker handlers (`parameters.msw.handlers` per story), never to
 * a network: the worker starts quietly and lets unhandled requests (assets) through.
 */
const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
