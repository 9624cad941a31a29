import type { banners } from '../db/schema';

type BannerRow = typeof banners.$inferInsert & { id: string };

const banner = (row: Omit<BannerRow, 'image'>): BannerRow => ({
  ...row,
  image: `/media/banners/${row.id}.svg`,
});

/**
 * Home carousel and dashboard promotions. `background` holds gradient utility classes (the
 * spec's "gradient classes"); the image is generated art without text, so the title and
 * subtitle the storefront renders on top stay readable.
 */
export const SEED_BANNERS: readonly BannerRow[] = [
  banner({
    id: 'ban_home_festival',
    placement: 'home',
    background: 'bg-gradient-to-r from-blue-900 via-blue-800 to-indigo-900',
    badge: 'Festive Offer',
    title: 'Automation Festival Sale',
    subtitle: 'Up to 35% off sensors, relays and switchgear from Omron, Schneider Electric and L&T',
    buttonText: 'Shop Deals',
    buttonLink: '/deals',
    sortOrder: 1,
  }),
  banner({
    id: 'ban_home_plc',
    placement: 'home',
    background: 'bg-gradient-to-r from-teal-800 via-cyan-800 to-sky-900',
    badge: 'New Arrival',
    title: 'Compact PLCs, Ready to Ship',
    subtitle: 'Siemens S7-1200, Mitsubishi iQ-F and Delta DVP CPUs in stock at Gurugram',
    buttonText: 'Explore PLCs',
    buttonLink: '/products?category=PLC',
    sortOrder: 2,
  }),
  banner({
    id: 'ban_home_safety',
    placement: 'home',
    background: 'bg-gradient-to-r from-amber-600 via-orange-600 to-red-700',
    badge: 'Machine Safety',
    title: 'Make Every Machine Safe',
    subtitle: 'Safety relays, light curtains and interlocks from Pilz, Sick and Omron',
    buttonText: 'View Safety Range',
    buttonLink: '/products?category=Safety%20Components',
    sortOrder: 3,
  }),
  banner({
    id: 'ban_home_servo',
    placement: 'home',
    background: 'bg-gradient-to-r from-slate-900 via-slate-800 to-blue-900',
    badge: 'Motion Control',
    title: 'Servo Systems for Precise Motion',
    subtitle: 'Delta, Yaskawa and Mitsubishi Electric drives, motors and cables',
    buttonText: 'Shop Servo Drives',
    buttonLink: '/products?category=Servo%20Drives',
    sortOrder: 4,
  }),
  banner({
    id: 'ban_home_bulk',
    placement: 'home',
    background: 'bg-gradient-to-r from-emerald-800 via-green-700 to-teal-800',
    badge: 'Panel Builders',
    title: 'Volume Pricing for Panel Builders',
    subtitle: 'Terminal blocks, power supplies and contactors: ask for a quote on 50+ units',
    buttonText: 'Request a Quote',
    buttonLink: '/contact',
    sortOrder: 5,
  }),
  banner({
    id: 'ban_dash_rewards',
    placement: 'dashboard',
    background: 'bg-gradient-to-r from-violet-700 to-indigo-800',
    badge: 'Rewards',
    title: 'Earn Points on Every Order',
    subtitle: '1 point for every ₹10 you spend, 10 points for every review',
    buttonText: 'View Rewards',
    buttonLink: '/dashboard/rewards',
    sortOrder: 1,
  }),
  banner({
    id: 'ban_dash_workshop',
    placement: 'dashboard',
    background: 'bg-gradient-to-r from-sky-700 to-blue-800',
    badge: 'Event',
    title: 'Free PLC Programming Workshop',
    subtitle: 'Gurugram, 12 December 2026: hands-on with S7-1200 and TIA Portal',
    buttonText: 'Register Now',
    buttonLink: '/contact',
    sortOrder: 2,
  }),
  banner({
    id: 'ban_dash_drives',
    placement: 'dashboard',
    background: 'bg-gradient-to-r from-rose-700 to-red-800',
    badge: 'Limited Period',
    title: '24-Month Warranty on AC Drives',
    subtitle: 'On ABB and Danfoss drives bought this quarter',
    buttonText: 'View Drives',
    buttonLink: '/products?category=AC%20Drives',
    sortOrder: 3,
  }),
];
