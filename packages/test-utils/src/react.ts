/** Rendering under a StorefrontProvider, and fake timers that testing-library copes with. */
export { advance, fakeTimersInEachTest, setupUser } from './react/fakeTimers';
export { renderHookWithProvider, renderWithProvider } from './react/renderWithProvider';
