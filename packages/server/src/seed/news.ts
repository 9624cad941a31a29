import type { contentItems } from '../db/schema';

type ContentRow = typeof contentItems.$inferInsert & { id: string };

/** The badge kinds of the news section (spec 1 §3). */
export const NEWS_BADGES = [
  'Product Launch',
  'Industry News',
  'How-To Guide',
  'Event Coverage',
  'Sustainability',
  'Maintenance',
] as const;

type NewsBadge = (typeof NEWS_BADGES)[number];

const news = (
  id: string,
  badge: NewsBadge,
  publishedDate: string,
  title: string,
  description: string,
  tags: string[],
  extra: { location?: string; link?: string } = {},
): ContentRow => ({
  id,
  type: 'news',
  badge,
  publishedDate,
  title,
  description,
  tags,
  image: `/media/news/${id}.svg`,
  location: extra.location ?? null,
  link: extra.link ?? null,
});

/** News & Updates, newest first. */
export const SEED_NEWS: readonly ContentRow[] = [
  news(
    'news_s7_1200_g2',
    'Product Launch',
    '2026-10-28',
    'SIMATIC S7-1200 G2 CPUs now in stock',
    'The second generation of Siemens compact controllers brings integrated safety, faster motion control and a larger web server. Demo units are available at our Gurugram application lab.',
    ['PLC', 'Siemens', 'Motion Control'],
    { location: 'Gurugram, Haryana', link: '/products?brand=Siemens&category=PLC' },
  ),
  news(
    'news_automation_expo',
    'Event Coverage',
    '2026-10-12',
    'Highlights from Automation Expo 2026, Mumbai',
    'IO-Link everywhere, cobots on every second stand and a lot of interest in energy monitoring. Our team shares what Indian OEMs were asking about.',
    ['Events', 'IO-Link', 'Robotics'],
    { location: 'Mumbai, Maharashtra' },
  ),
  news(
    'news_vfd_energy',
    'Sustainability',
    '2026-09-30',
    'How a Ludhiana dyeing unit cut pump energy by 38%',
    'Replacing throttling valves with ABB ACS580 drives on six process pumps paid back in eleven months. We break down the numbers and the commissioning steps.',
    ['Energy Management', 'AC Drives', 'Case Study'],
    { location: 'Ludhiana, Punjab', link: '/products?category=AC%20Drives' },
  ),
  news(
    'news_sensor_selection',
    'How-To Guide',
    '2026-09-14',
    'Inductive, capacitive or photoelectric? Choosing the right sensor',
    'A practical guide to sensing distance, target material, output type and mounting, with the mistakes we see most often in returned sensors.',
    ['Sensors', 'Selection Guide'],
    { link: '/products?category=Sensors' },
  ),
  news(
    'news_bis_qco',
    'Industry News',
    '2026-08-25',
    'BIS quality control order for switchgear: what panel builders should know',
    'Low-voltage switchgear and controlgear need BIS certification under the new QCO. All L&T, Siemens, Schneider and ABB switchgear we sell is compliant.',
    ['Compliance', 'Switchgear', 'BIS'],
  ),
  news(
    'news_pneumatic_maintenance',
    'Maintenance',
    '2026-08-05',
    'Five checks that keep pneumatic cylinders running through the monsoon',
    'Moisture is the enemy of seals. Drain schedules, filter grades and lubrication tips from our service team for humid plants.',
    ['Pneumatics', 'Preventive Maintenance'],
    { link: '/products?category=Pneumatics' },
  ),
  news(
    'news_safety_webinar',
    'Event Coverage',
    '2026-07-18',
    'Webinar recap: Machine safety to ISO 13849 in practice',
    'Over 400 engineers joined our session with Pilz on performance levels, validation and documentation. Slides and the recording are available on request.',
    ['Machine Safety', 'Webinar', 'Pilz'],
  ),
  news(
    'news_servo_tuning',
    'How-To Guide',
    '2026-06-29',
    'Servo auto-tuning in 10 minutes: Delta ASDA-B3 walkthrough',
    'Step-by-step: parameter reset, load inertia estimation, auto-tuning and vibration suppression on a belt-driven axis.',
    ['Servo Drives', 'Delta', 'Commissioning'],
    { link: '/products?brand=Delta&category=Servo%20Drives' },
  ),
];
