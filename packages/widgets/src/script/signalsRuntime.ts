// In the script-tag bundle React is Preact (preactReact.ts), and `@preact/signals-react/runtime` is this
// module: `@preact/signals` makes every Preact component that reads a signal's `.value` during
// render re-render when it changes, so the hooks' `useSignals()` has nothing left to do.
import '@preact/signals';

export function useSignals(): void {}
