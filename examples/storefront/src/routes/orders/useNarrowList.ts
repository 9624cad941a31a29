import { type RefObject, useLayoutEffect, useState } from 'react';
import { useMediaQuery } from '../../components/useMediaQuery';

/**
 * Whether a list should show as cards rather than a table: on a narrow screen (`query`), or
 * when the list's own column is narrower than `minWidthRem` (the dashboard's side navigation,
 * open or collapsed, takes part of a wide screen: at 1024 px the table's column is 45 rem).
 * The column is measured (a ResizeObserver), so the table never has to scroll sideways.
 */
export function useNarrowList(
  list: RefObject<HTMLElement | null>,
  query: string,
  minWidthRem: number,
): boolean {
  const narrowScreen = useMediaQuery(query);
  const [narrowColumn, setNarrowColumn] = useState(false);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setNarrowColumn(element.clientWidth < minWidthRem * rem);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, minWidthRem]);
  return narrowScreen || narrowColumn;
}
