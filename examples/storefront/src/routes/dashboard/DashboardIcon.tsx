import type { SVGProps } from 'react';
import { ICON_PATHS, SvgIcon } from '../../components/Icon';

/**
 * The dashboard's icons beside the shell's (`Icon`): the sidebar's and every dashboard page's,
 * a set of its own rather than `PageIcon`'s. It loads with the dashboard's shell, so a page
 * needs no icon chunk of its own.
 */
const DASHBOARD_PATHS = {
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  list: 'M4 6h16M4 12h16M4 18h16',
  box: 'M3 7l9-4 9 4-9 4-9-4Zm0 0v10l9 4 9-4V7M12 11v10',
  heart:
    'M12 20s-7-4.4-9.2-8.6C1.3 8.3 3.3 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.7 0 5.7 3.8 4.2 6.9C19 15.6 12 20 12 20Z',
  tag: 'M3 12V4h8l9 9-8 8-9-9Zm5-4.5h.01',
  shield: 'M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6l-8-3Z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6',
  refresh: 'M20 11a8 8 0 0 0-14.9-3M4 4v4h4M4 13a8 8 0 0 0 14.9 3M20 20v-4h-4',
  share:
    'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  printer: 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z',
  wrench: 'M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8-3-3 1.5-1.5L4 9a3 3 0 0 1 4-4l7.5 7.5M14.5 6.5 17 4',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1Zm0 0c1.5-3 5-3 5-1s-3 1-5 1Z',
  store: 'M4 10v10h16V10M3 10l2-6h14l2 6H3Zm6 10v-5h6v5',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  arrowLeft: 'M19 12H5m6-6-6 6 6 6',
  alert: 'M12 3 2 20h20L12 3Zm0 6v5m0 3h.01',
  close: 'M6 6l12 12M18 6 6 18',
  check: 'm5 12 5 5 9-10',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3Z',
} as const;

export type DashboardIconName = keyof typeof DASHBOARD_PATHS | keyof typeof ICON_PATHS;

const paths: Record<DashboardIconName, string> = { ...ICON_PATHS, ...DASHBOARD_PATHS };

/** A decorative line icon of the dashboard (hidden from assistive technology). */
export function DashboardIcon({
  name,
  ...props
}: { name: DashboardIconName; size?: number } & SVGProps<SVGSVGElement>) {
  return <SvgIcon d={paths[name]} {...props} />;
}
