// The public exports of this area, re-exported by src/index.ts. An explicit list of names.
export type {
  CarouselPauseReason,
  CarouselState,
} from './carouselReducer';
export {
  type CarouselController,
  type CarouselControllerOptions,
  type CarouselStatus,
  type CarouselView,
  createCarouselController,
} from './createCarouselController';
export {
  createMenuIntentController,
  type MenuIntentController,
  type MenuIntentControllerOptions,
  type MenuIntentView,
} from './createMenuIntentController';
export {
  closedMenuState,
  type MenuIntentState,
  type MenuIntentStatus,
} from './menuIntentReducer';
export { systemTimers, type Timers } from './timers';
