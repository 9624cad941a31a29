import type { BrandKey } from '../brands';
import type { SolutionKey } from '../solutions';

/** What a product image draws (see `src/media/drawProduct.ts`). */
export type ProductShape =
  | 'prox'
  | 'photo'
  | 'gauge'
  | 'encoder'
  | 'limit'
  | 'button'
  | 'lamp'
  | 'relay'
  | 'plc'
  | 'io'
  | 'hmi'
  | 'drive'
  | 'motor'
  | 'cable'
  | 'curtain'
  | 'valve'
  | 'cylinder'
  | 'frl'
  | 'fitting'
  | 'psu'
  | 'terminal'
  | 'connector'
  | 'contactor'
  | 'breaker';

/** A specification line: `[name, value]`. */
export type Spec = readonly [name: string, value: string];

/** One choice of a variant attribute (e.g. 'M18, 8 mm'). */
export interface VariantOption {
  /** Shown in the product name; empty to keep it out of the name. */
  readonly label: string;
  /** Its part of the model number (`{a}`, `{b}`, `{c}` in a model template). */
  readonly code: string;
  readonly specs: readonly Spec[];
  /** Price multiplier. */
  readonly price: number;
}

/** A brand's product line within a family; `model` is a template (see `fillModel`). */
export interface BrandLine {
  readonly brand: BrandKey;
  readonly series: string;
  /** `{a}`/`{b}`/`{c}`: attribute codes; `#`: a digit; `@`: a letter. */
  readonly model: string;
  /** Price multiplier of the brand. @default 1 */
  readonly price: number;
  /** Share among the family's lines. @default 1 */
  readonly weight: number;
}

/** How the products of one sub-subcategory are made. */
export interface ProductFamily {
  /** e.g. 'Inductive Proximity Sensor'. */
  readonly noun: string;
  /** Selling price range in rupees, before variant and brand multipliers. */
  readonly price: readonly [min: number, max: number];
  readonly shape: ProductShape;
  /** At most three attributes (`{a}`, `{b}`, `{c}`). */
  readonly attributes: readonly (readonly VariantOption[])[];
  readonly specs: readonly Spec[];
  /** Bullet points of the long description. */
  readonly features: readonly string[];
  readonly solutions: readonly SolutionKey[];
  readonly lines: readonly BrandLine[];
  /** Share of the catalogue. @default 1 */
  readonly weight: number;
  /** Probability of a price-on-request product. @default 0.03 */
  readonly onRequest: number;
  /** HSN code; else the subcategory's, else the category's. */
  readonly hsn?: string;
}

export interface SeedLeaf {
  readonly id: string;
  readonly name: string;
  readonly family: ProductFamily;
}

export interface SeedSubcategory {
  readonly id: string;
  readonly name: string;
  readonly hsn?: string;
  readonly leaves: readonly SeedLeaf[];
}

export interface SeedCategory {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The category's HSN code (8-digit ITC-HS), unless a subcategory or family says otherwise. */
  readonly hsn: string;
  readonly shape: ProductShape;
  readonly subcategories: readonly SeedSubcategory[];
}
