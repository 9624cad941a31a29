import { type Context, createContext, useContext } from 'react';

/**
 * A context for the parts of one headless component, and the hook its parts read it with:
 * outside `component.provider` the hook throws '{component}.{part} must be used within
 * {component}.{provider}' (the spec's 'useCart must be used within a CartProvider' style).
 *
 * @example const [TabsContext, useTabsContext] = createPartContext<TabsContextValue>('Tabs', 'Root');
 */
export function createPartContext<T>(
  component: string,
  provider: string,
): readonly [Context<T | null>, (part: string) => T] {
  const PartContext = createContext<T | null>(null);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at load, as Radix's createContext is; each hook is then a stable module-level function.
  const usePart = (part: string): T => {
    const value = useContext(PartContext);
    if (!value) {
      throw new Error(`${component}.${part} must be used within ${component}.${provider}`);
    }
    return value;
  };
  return [PartContext, usePart];
}
