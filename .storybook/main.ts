import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the React bindings and the widgets (stories beside their components). */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@storefront-kit/source', 'module', 'browser', 'development|production'],
    },
  }),
};

export default config;
