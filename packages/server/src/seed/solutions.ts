/** A solution (industry application) that products are linked to. */
export interface SeedSolution {
  readonly key: string;
  readonly title: string;
  readonly description: string;
}

/** Business solutions: the applications the distributor's engineers design for. */
export const SEED_SOLUTIONS = [
  {
    key: 'packaging',
    title: 'Packaging Automation',
    description:
      'Form-fill-seal, cartoning, labelling and end-of-line packing machines: registration sensors, servo indexing and compact PLCs.',
  },
  {
    key: 'material_handling',
    title: 'Material Handling',
    description:
      'Conveyors, sorters, palletisers and storage systems: presence detection, drives and safety for moving goods.',
  },
  {
    key: 'process_control',
    title: 'Process Control',
    description:
      'Pressure, level, temperature and flow measurement with control panels for chemical, pharma and food plants.',
  },
  {
    key: 'machine_safety',
    title: 'Machine Safety',
    description:
      'Guarding, interlocks, light curtains and safety relays designed to IS/ISO 13849 and IEC 62061.',
  },
  {
    key: 'energy_management',
    title: 'Energy Management',
    description:
      'Variable speed drives, efficient power supplies and protection that cut kWh on pumps, fans and compressors.',
  },
  {
    key: 'motion_control',
    title: 'Motion Control',
    description:
      'Servo systems, encoders and motion PLCs for precise positioning in CNC, printing and assembly.',
  },
  {
    key: 'building_automation',
    title: 'Building Automation',
    description:
      'HVAC drives, pump control, monitoring relays and panels for commercial buildings and data centres.',
  },
  {
    key: 'water_treatment',
    title: 'Water & Wastewater',
    description:
      'Pump stations, STPs and ETPs: level sensing, pressure transmitters, drives and remote monitoring.',
  },
] as const satisfies readonly SeedSolution[];

export type SolutionKey = (typeof SEED_SOLUTIONS)[number]['key'];

/** A solution's database id, e.g. `sol_packaging`. */
export const solutionId = (key: string) => `sol_${key}`;
