import type { SVGProps } from 'react';

/** The shell's icons (header, nav, carousels): in the first page's bundle. */
export const ICON_PATHS = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-3.5-3.5',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  chevronDown: 'm6 9 6 6 6-6',
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  mapPin:
    'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  chat: 'M4 20l1.4-4.2A8 8 0 1 1 8.2 18.6L4 20Z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  menu: 'M4 7h16M4 12h16M4 17h16',
} as const;

export type IconName = keyof typeof ICON_PATHS;

type IconProps = { size?: number } & SVGProps<SVGSVGElement>;

/** A decorative line icon drawn from an SVG path (hidden from assistive technology). */
export function SvgIcon({ d, size = 20, ...props }: { d: string } & IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

/**
 * A decorative line icon of the shell (hidden from assistive technology; label the control
 * instead). The pages' own icons are `PageIcon`'s, loaded with those pages.
 */
export function Icon({ name, ...props }: { name: IconName } & IconProps) {
  return <SvgIcon d={ICON_PATHS[name]} {...props} />;
}
