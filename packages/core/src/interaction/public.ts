// The public exports of this area, re-exported by src/index.ts. An explicit list of names.
export {
  type CarouselAction,
  type CarouselPauseReason,
  type CarouselState,
  carouselReducer,
  initialCarouselState,
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
  type MenuIntentAction,
  type MenuIntentState,
  type MenuIntentStatus,
  menuIntentReducer,
} from './menuIntentReducer';
export { systemTimers, type Timers } from './timers';
