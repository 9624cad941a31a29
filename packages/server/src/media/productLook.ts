import type { ProductShape } from '../seed/catalog/types';
import { seedOf } from '../seed/random';

/** A specification line as the catalogue stores it. */
export interface SpecLine {
  readonly name: string;
  readonly value: string;
}

/**
 * How one product's picture differs from its family's: read from the product's own data
 * (its colour, housing, size, poles or channels, light source, supply), and for what the data
 * does not say, from its model number, so two products of one family and brand rarely look
 * alike and a grid reads as a catalogue rather than as repeats.
 */
export interface ProductLook {
  /** The product's own colour (a 'Colour' line), drawn instead of the brand's. */
  readonly colour: string | null;
  /** A metal housing ('Housing'/'Body' in zinc, steel, brass, aluminium). */
  readonly metal: boolean;
  /** Size in the box, 0.8 … 1.06: from a thread size, a screen size, a rating. */
  readonly scale: number;
  /** Drawn facing left. */
  readonly mirror: boolean;
  /** A slight tilt, degrees. */
  readonly tilt: number;
  /** Poles, modules, channels or pins the drawing repeats (1 … 8), when the shape has them. */
  readonly units: number;
  /** The indicator or light colour: red for red light, amber for AC, green otherwise. */
  readonly led: string;
  /** Connected by a plug rather than a cable (sensors). */
  readonly plug: boolean;
  /** The backdrop behind the drawing, by product family. */
  readonly backdrop: 'circle' | 'square' | 'hexagon' | 'diamond';
}

const NAMED_COLOURS: readonly [RegExp, string][] = [
  [/green-yellow|earth/i, '#84CC16'],
  [/green/i, '#16A34A'],
  [/red/i, '#DC2626'],
  [/yellow/i, '#EAB308'],
  [/blue/i, '#2563EB'],
  [/white/i, '#E5E7EB'],
  [/black/i, '#1F2937'],
  [/gr[ae]y/i, '#6B7280'],
  [/orange/i, '#EA580C'],
  [/natural|clear/i, '#D6D3D1'],
];

const specValue = (specs: readonly SpecLine[], pattern: RegExp) =>
  specs.find((line) => pattern.test(line.name))?.value;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A size read from the name and specifications, as a scale; null when none is given. */
function scaleOf(text: string): number | null {
  const thread = /\bM(8|12|18|30)\b/.exec(text);
  if (thread) return { 8: 0.8, 12: 0.87, 18: 0.95, 30: 1.05 }[thread[1] as '8'] ?? null;
  const screen = /(\d+(?:\.\d+)?)\s*(?:"|inch|in\b|″)/i.exec(text);
  if (screen) return clamp(0.78 + Number(screen[1]) * 0.018, 0.8, 1.06);
  const power = /(\d+(?:\.\d+)?)\s*kW\b/i.exec(text);
  if (power) return clamp(0.84 + Math.log10(1 + Number(power[1])) * 0.14, 0.8, 1.06);
  const current = /(\d+(?:\.\d+)?)\s*A\b/.exec(text);
  if (current) return clamp(0.82 + Math.log10(1 + Number(current[1])) * 0.1, 0.8, 1.06);
  return null;
}

/** A count the drawing can repeat: poles, channels, contacts, pins. */
function unitsOf(specs: readonly SpecLine[], seed: number): number {
  const poles = specValue(specs, /^poles?$/i);
  const counted = poles ?? specValue(specs, /channels|digital i\/o|pins|contacts|outputs/i);
  if (counted) {
    const numbers = [...counted.matchAll(/\d+/g)].map((m) => Number(m[0]));
    const total = /NO|NC/.test(counted) ? numbers.reduce((a, b) => a + b, 0) : numbers[0];
    if (total && total > 0) return clamp(total, 1, 8);
  }
  return 2 + (seed % 4);
}

const BACKDROPS: readonly ProductLook['backdrop'][] = ['circle', 'square', 'hexagon', 'diamond'];

/** The look of one product's picture (see `ProductLook`). */
export function productLook(product: {
  readonly name: string;
  readonly model: string | null;
  readonly subcategory?: string | null;
  readonly category: string;
  readonly specs: readonly SpecLine[];
}): ProductLook {
  const { specs } = product;
  const seed = seedOf(product.model ?? product.name);
  const colourText = specValue(specs, /^colou?r$/i);
  const colour = colourText
    ? (NAMED_COLOURS.find(([pattern]) => pattern.test(colourText))?.[1] ?? null)
    : null;
  const housing = specValue(specs, /housing|body|material/i) ?? '';
  const light = `${specValue(specs, /light source/i) ?? ''}`;
  const supply = `${specValue(specs, /supply|coil voltage/i) ?? ''}`;
  const connection = specValue(specs, /connection/i) ?? '';
  const sizeText = [product.name, ...specs.map((line) => line.value)].join(' ');
  return {
    colour,
    metal: /zinc|steel|brass|alumin|metal/i.test(housing),
    scale: scaleOf(sizeText) ?? 0.88 + ((seed >>> 3) % 7) * 0.02,
    mirror: (seed & 1) === 1,
    tilt: ((seed >>> 1) % 5) * 2 - 4,
    units: unitsOf(specs, seed >>> 5),
    led: /red|laser/i.test(light) ? '#EF4444' : /\bAC\b/.test(supply) ? '#F59E0B' : '#22C55E',
    plug: /connector|plug|M12|M8/i.test(connection),
    backdrop:
      BACKDROPS[seedOf(product.subcategory ?? product.category) % BACKDROPS.length] ?? 'circle',
  };
}

/** The plain look of a shape (no product data): the family's drawing as it was. */
export const PLAIN_LOOK: ProductLook = {
  colour: null,
  metal: false,
  scale: 1,
  mirror: false,
  tilt: 0,
  units: 3,
  led: '#22C55E',
  plug: false,
  backdrop: 'circle',
};

/** Shapes whose drawing repeats `units` (poles, channels …). */
export const UNIT_SHAPES: ReadonlySet<ProductShape> = new Set([
  'breaker',
  'terminal',
  'io',
  'relay',
]);
