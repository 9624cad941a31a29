// The public surface of @storefront-kit/widgets (React components): an explicit list.

export {
  dispatchHostEvent,
  HOST_EVENTS,
  type HostEventDetails,
  type HostEventName,
} from './shared/hostEvents';
export { baseCss, THEME_PROPERTIES, type ThemeProperty } from './shared/theme';
export {
  createWidgetEnvironment,
  useWidgetEnvironment,
  type WidgetEnvironment,
  type WidgetEnvironmentOptions,
  WidgetEnvironmentProvider,
} from './shared/WidgetEnvironment';
