/** A brand of the seed catalogue; `color` tints its logo and product images. */
export interface SeedBrand {
  readonly key: string;
  readonly title: string;
  readonly country: string;
  readonly color: string;
  readonly description: string;
}

const brand = (
  key: string,
  title: string,
  country: string,
  color: string,
  description: string,
): SeedBrand => ({ key, title, country, color, description });

/** The brands an Indian automation distributor stocks (authorised channel partner lines). */
export const SEED_BRANDS = [
  brand(
    'omron',
    'Omron',
    'Japan',
    '#005EB8',
    'Sensors, relays, PLCs and safety from Kyoto; the workhorse of Indian OEM panels.',
  ),
  brand(
    'siemens',
    'Siemens',
    'Germany',
    '#009999',
    'SIMATIC controllers and HMIs, SIRIUS switchgear and SINAMICS drives.',
  ),
  brand(
    'schneider',
    'Schneider Electric',
    'France',
    '#3DCD58',
    'Modicon PLCs, Harmony control devices, TeSys motor control and Altivar drives.',
  ),
  brand(
    'abb',
    'ABB',
    'Switzerland',
    '#FF000F',
    'Drives, contactors, circuit protection and power supplies for industry and buildings.',
  ),
  brand(
    'mitsubishi',
    'Mitsubishi Electric',
    'Japan',
    '#E60012',
    'MELSEC PLCs, GOT HMIs, MELSERVO servo systems and FR inverters.',
  ),
  brand(
    'allen_bradley',
    'Allen-Bradley',
    'USA',
    '#C8102E',
    'Rockwell Automation controllers, PanelView HMIs and Kinetix motion.',
  ),
  brand(
    'delta',
    'Delta',
    'Taiwan',
    '#0066B3',
    'Value PLCs, HMIs, servo systems and AC drives, widely used by Indian machine builders.',
  ),
  brand(
    'festo',
    'Festo',
    'Germany',
    '#0091DC',
    'Pneumatic and electric automation: valves, cylinders, air preparation and fittings.',
  ),
  brand(
    'smc',
    'SMC',
    'Japan',
    '#0075C2',
    'The largest range of pneumatic components: valves, actuators, FRLs and tubing.',
  ),
  brand(
    'pepperl_fuchs',
    'Pepperl+Fuchs',
    'Germany',
    '#00529B',
    'Industrial sensors and explosion protection for process and factory automation.',
  ),
  brand(
    'sick',
    'Sick',
    'Germany',
    '#007CC1',
    'Photoelectric sensors, encoders, safety light curtains and measurement systems.',
  ),
  brand(
    'autonics',
    'Autonics',
    'South Korea',
    '#D7000F',
    'Sensors, counters, timers and temperature controllers at an honest price.',
  ),
  brand(
    'phoenix_contact',
    'Phoenix Contact',
    'Germany',
    '#0098A1',
    'Terminal blocks, power supplies, interface relays and industrial connectors.',
  ),
  brand(
    'weidmuller',
    'Weidmuller',
    'Germany',
    '#F39200',
    'Connectivity for panels: terminal blocks, relay modules, power supplies and tools.',
  ),
  brand(
    'honeywell',
    'Honeywell',
    'USA',
    '#E4002B',
    'Limit switches, micro switches, pressure and temperature sensing.',
  ),
  brand(
    'panasonic',
    'Panasonic',
    'Japan',
    '#0041C0',
    'Compact photoelectric and fibre sensors, relays, FP series PLCs and MINAS servos.',
  ),
  brand(
    'keyence',
    'Keyence',
    'Japan',
    '#1F2937',
    'High-performance fibre sensors, laser sensors, vision and measurement.',
  ),
  brand(
    'ifm',
    'IFM',
    'Germany',
    '#F08100',
    'Position and process sensors with IO-Link, cordsets and diagnostic systems.',
  ),
  brand(
    'danfoss',
    'Danfoss',
    'Denmark',
    '#E2000F',
    'VLT and VACON AC drives for pumps, fans and conveyors.',
  ),
  brand(
    'yaskawa',
    'Yaskawa',
    'Japan',
    '#0068B7',
    'Sigma-7 servo systems, GA500 and GA700 drives, and motion controllers.',
  ),
  brand(
    'fuji',
    'Fuji Electric',
    'Japan',
    '#C8161D',
    'FRENIC inverters, ALPHA servo systems, contactors and circuit breakers.',
  ),
  brand(
    'lt',
    'L&T',
    'India',
    '#1C4E9A',
    'Made-in-India switchgear: MNX contactors, MCBs, MPCBs and overload relays.',
  ),
  brand(
    'pilz',
    'Pilz',
    'Germany',
    '#F5B800',
    'Safe automation: PNOZ safety relays, PSS controllers, light curtains and safety switches.',
  ),
  brand(
    'mean_well',
    'Mean Well',
    'Taiwan',
    '#00529C',
    'Switching power supplies for DIN rail, panel and LED applications.',
  ),
  brand(
    'lapp',
    'Lapp',
    'Germany',
    '#EE7F00',
    'ÖLFLEX cables, UNITRONIC data cables, EPIC connectors and SKINTOP glands.',
  ),
  brand(
    'selec',
    'Selec',
    'India',
    '#003F87',
    'Mumbai-made timers, counters, temperature controllers and monitoring relays.',
  ),
  brand(
    'janatics',
    'Janatics',
    'India',
    '#D71920',
    'Coimbatore-made pneumatic cylinders, valves, FRLs and fittings.',
  ),
  brand(
    'balluff',
    'Balluff',
    'Germany',
    '#005CA9',
    'Inductive and magnetic sensors, RFID and IO-Link connectivity.',
  ),
] as const satisfies readonly SeedBrand[];

export type BrandKey = (typeof SEED_BRANDS)[number]['key'];

/** A brand's database id, e.g. `brd_omron`. */
export const brandId = (key: string) => `brd_${key}`;

const BY_KEY = new Map<string, SeedBrand>(SEED_BRANDS.map((b) => [b.key, b]));

/** The seed brand of a key (throws on a typo in the catalogue data). */
export function seedBrand(key: string): SeedBrand {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`Unknown seed brand ${key}`);
  return found;
}
