import { seedOf } from '../seed/random';

/** A hex colour mixed towards white (`amount` > 0) or black (`amount` < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const PALETTE = [
  '#1D4ED8',
  '#0F766E',
  '#B45309',
  '#7C3AED',
  '#BE123C',
  '#047857',
  '#0369A1',
  '#A21CAF',
  '#4338CA',
  '#C2410C',
] as const;

/** A stable colour for any text (names, ids). */
export const colorFor = (text: string) => PALETTE[seedOf(text) % PALETTE.length] as string;

/** A colour's three tones for drawing: base, darker and lighter. */
export interface Tones {
  readonly base: string;
  readonly dark: string;
  readonly light: string;
}

export const tonesOf = (hex: string): Tones => ({
  base: hex,
  dark: shade(hex, -0.35),
  light: shade(hex, 0.85),
});
