/**
 * The sample records of the Services and Consultancy pages (no server: spec 2 §3 "demo-only").
 * Illustrative only; the pages label them as sample data.
 */

export interface SampleService {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly status: 'Scheduled' | 'In Progress' | 'Completed';
  readonly engineer: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** Rupees, from. */
  readonly price: number;
}

export interface SampleProject {
  readonly id: string;
  readonly title: string;
  readonly area: string;
  readonly description: string;
  readonly phase: 'Assessment' | 'Design' | 'Implementation' | 'Handover';
  readonly consultant: string;
  /** Percent complete. */
  readonly progress: number;
  readonly weeks: number;
}

export const SAMPLE_SERVICES: readonly SampleService[] = [
  {
    id: 'SRV-1042',
    name: 'PLC installation and commissioning',
    category: 'Installation',
    description: 'Panel wiring check, I/O testing and start-up of a new PLC line.',
    status: 'Scheduled',
    engineer: 'R. Iyer',
    date: '2025-07-14',
    price: 18000,
  },
  {
    id: 'SRV-1037',
    name: 'Servo drive tuning',
    category: 'Commissioning',
    description: 'Auto-tuning and gain optimisation of servo axes on a packaging machine.',
    status: 'In Progress',
    engineer: 'S. Khan',
    date: '2025-07-02',
    price: 9500,
  },
  {
    id: 'SRV-1029',
    name: 'Annual maintenance contract',
    category: 'Maintenance',
    description: 'Quarterly preventive maintenance of sensors, relays and control panels.',
    status: 'In Progress',
    engineer: 'A. Menon',
    date: '2025-06-20',
    price: 48000,
  },
  {
    id: 'SRV-1013',
    name: 'HMI screen redesign',
    category: 'Software',
    description: 'New operator screens with alarms, trends and recipe management.',
    status: 'Completed',
    engineer: 'P. Desai',
    date: '2025-05-28',
    price: 22000,
  },
  {
    id: 'SRV-1008',
    name: 'Safety relay replacement',
    category: 'Repair',
    description: 'Replacement and validation of a faulty safety relay on a press guard.',
    status: 'Completed',
    engineer: 'R. Iyer',
    date: '2025-05-09',
    price: 6500,
  },
];

export const SAMPLE_PROJECTS: readonly SampleProject[] = [
  {
    id: 'CON-208',
    title: 'Line automation audit',
    area: 'Assessment',
    description: 'Survey of an assembly line to find manual steps worth automating.',
    phase: 'Assessment',
    consultant: 'N. Rao',
    progress: 25,
    weeks: 3,
  },
  {
    id: 'CON-203',
    title: 'Legacy PLC migration',
    area: 'Retrofit',
    description: 'Migration plan from a discontinued PLC family to a current platform.',
    phase: 'Design',
    consultant: 'V. Sharma',
    progress: 45,
    weeks: 8,
  },
  {
    id: 'CON-197',
    title: 'Machine safety assessment',
    area: 'Safety',
    description: 'Risk assessment and safety-rated control design to ISO 13849.',
    phase: 'Implementation',
    consultant: 'K. Pillai',
    progress: 70,
    weeks: 6,
  },
  {
    id: 'CON-184',
    title: 'Maintenance team training',
    area: 'Training',
    description: 'Hands-on training on sensors, drives and PLC diagnostics.',
    phase: 'Handover',
    consultant: 'N. Rao',
    progress: 95,
    weeks: 2,
  },
];
