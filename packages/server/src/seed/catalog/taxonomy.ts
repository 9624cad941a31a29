import { cables } from './cables';
import { drives } from './drives';
import { hmi } from './hmi';
import { plc } from './plc';
import { pneumatics } from './pneumatics';
import { powerSupplies } from './powerSupplies';
import { relays } from './relays';
import { safety } from './safety';
import { sensors } from './sensors';
import { servo } from './servo';
import { switches } from './switches';
import { switchgear } from './switchgear';
import type { ProductFamily, SeedCategory, SeedLeaf, SeedSubcategory } from './types';

/** The category tree, in menu order (the home page shows the first eight). */
export const SEED_CATEGORIES: readonly SeedCategory[] = [
  sensors,
  switches,
  relays,
  plc,
  hmi,
  servo,
  safety,
  pneumatics,
  powerSupplies,
  cables,
  drives,
  switchgear,
];

/** A sub-subcategory with its parents and its resolved HSN code. */
export interface LeafPath {
  readonly category: SeedCategory;
  readonly subcategory: SeedSubcategory;
  readonly leaf: SeedLeaf;
  readonly family: ProductFamily;
  readonly hsn: string;
}

/** Every sub-subcategory, in tree order. */
export const LEAF_PATHS: readonly LeafPath[] = SEED_CATEGORIES.flatMap((category) =>
  category.subcategories.flatMap((subcategory) =>
    subcategory.leaves.map((leaf) => ({
      category,
      subcategory,
      leaf,
      family: leaf.family,
      hsn: leaf.family.hsn ?? subcategory.hsn ?? category.hsn,
    })),
  ),
);
