import {
  type SetStateAction,
  useCallback,
  useEffect,
  useInsertionEffect,
  useRef,
  useState,
} from 'react';

/** Options of {@link useControllableState}. */
export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state to the component. */
  prop?: T | undefined;
  /** The first value when uncontrolled. */
  defaultProp: T;
  /** Called with each new value (controlled: when set; uncontrolled: once it is committed). */
  onChange?: (value: T) => void;
  /** The component's name (kept for call sites written for Radix's hook). */
  caller?: string;
}

/**
 * A value that is controlled (`prop` given, changes reported to `onChange`) or uncontrolled
 * (kept here from `defaultProp`, each committed change reported to `onChange`): Radix's
 * `useControllableState`, without its reducer variant.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateOptions<T>): readonly [T, (next: SetStateAction<T>) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const onChangeRef = useRef(onChange);
  useInsertionEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const previous = useRef(uncontrolled);
  useEffect(() => {
    if (previous.current === uncontrolled) return;
    previous.current = uncontrolled;
    onChangeRef.current?.(uncontrolled);
  }, [uncontrolled]);
  const controlled = prop !== undefined;
  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      if (!controlled) return setUncontrolled(next);
      const value = typeof next === 'function' ? (next as (current: T) => T)(prop as T) : next;
      if (value !== prop) onChangeRef.current?.(value);
    },
    [controlled, prop],
  );
  return [controlled ? (prop as T) : uncontrolled, setValue] as const;
}
