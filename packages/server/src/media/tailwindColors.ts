import { colorFor, shade } from './colors';

// The Tailwind shades the seeded banners use (`from-blue-900 via-… to-…`).
const COLORS: Record<string, string> = {
  'blue-800': '#1E40AF',
  'blue-900': '#1E3A8A',
  'indigo-800': '#3730A3',
  'indigo-900': '#312E81',
  'teal-800': '#115E59',
  'cyan-800': '#155E75',
  'sky-700': '#0369A1',
  'sky-900': '#0C4A6E',
  'amber-600': '#D97706',
  'orange-600': '#EA580C',
  'red-700': '#B91C1C',
  'red-800': '#991B1B',
  'slate-800': '#1E293B',
  'slate-900': '#0F172A',
  'emerald-800': '#065F46',
  'green-700': '#15803D',
  'violet-700': '#6D28D9',
  'rose-700': '#BE123C',
};

/** The first and last colours of a gradient class list (`from-blue-900 … to-indigo-900`). */
export function gradientColors(
  classes: string | null | undefined,
  fallbackKey: string,
): [string, string] {
  const pick = (prefix: string) => {
    const match = new RegExp(`(?:^|\\s)${prefix}-([a-z]+-\\d{2,3})(?:\\s|$)`).exec(classes ?? '');
    return match?.[1] ? COLORS[match[1]] : undefined;
  };
  const from = pick('from') ?? colorFor(fallbackKey);
  return [from, pick('to') ?? pick('via') ?? shade(from, -0.45)];
}
