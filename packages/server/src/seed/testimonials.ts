import type { testimonials } from '../db/schema';

type TestimonialRow = typeof testimonials.$inferInsert & { id: string };

/** `/media/avatars/{slug}.svg` for a person's name: initials on a colour of the name. */
export const avatarUrl = (name: string) =>
  `/media/avatars/${name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`;

const testimonial = (
  sortOrder: number,
  name: string,
  title: string,
  company: string,
  category: string,
  rating: number,
  text: string,
): TestimonialRow => ({
  id: `tst_${String(sortOrder).padStart(2, '0')}`,
  name,
  title,
  company,
  category,
  rating,
  testimonial: text,
  avatar: avatarUrl(name),
  sortOrder,
});

/** Customer testimonials for the home carousel. */
export const SEED_TESTIMONIALS: readonly TestimonialRow[] = [
  testimonial(
    1,
    'Rajesh Iyer',
    'Plant Head',
    'Sundaram Packaging Pvt. Ltd., Chennai',
    'Packaging Automation',
    5,
    'We replaced every proximity sensor on our cartoning line in one weekend. Genuine Omron parts, GST invoice with the right HSN codes, and delivery to Sriperumbudur in two days.',
  ),
  testimonial(
    2,
    'Priya Deshmukh',
    'Maintenance Manager',
    'Deccan Auto Components, Pune',
    'PLC',
    5,
    'Their engineer helped us migrate an old FX2N program to an iQ-F CPU over a video call. The PLC arrived the next morning and the line was back the same day.',
  ),
  testimonial(
    3,
    'Harpreet Singh',
    'Director',
    'Punjab Agro Machines, Ludhiana',
    'AC Drives',
    4,
    'Good prices on Delta drives and honest advice on sizing for our thresher motors. One order was split into two shipments, but the support team kept us informed.',
  ),
  testimonial(
    4,
    'Anjali Nair',
    'Electrical Design Engineer',
    'Kochi Marine Systems',
    'Safety Components',
    5,
    'The team knew exactly which Pilz safety relay fitted our PL d requirement and sent the certificates with the invoice. Exactly what our auditors wanted.',
  ),
  testimonial(
    5,
    'Vikram Reddy',
    'Proprietor',
    'Sri Lakshmi Control Panels, Hyderabad',
    'Switchgear',
    5,
    'We build 40 MCC panels a month. L&T contactors, Phoenix terminals and Mean Well supplies all from one order, at panel-builder prices. Saves us hours of follow-up.',
  ),
  testimonial(
    6,
    'Meera Joshi',
    'Purchase Executive',
    'Gujarat Pharma Equipments, Ahmedabad',
    'Sensors',
    4,
    'Quick quotations for price-on-request items and a clean online checkout for everything else. Invoices are correct the first time, which our accounts team appreciates.',
  ),
  testimonial(
    7,
    'Arjun Mehta',
    'Automation Lead',
    'NorthStar Conveyors, Faridabad',
    'Servo Drives',
    5,
    'The Sigma-7 servo package came with pre-made cables and the right encoder option. Commissioning support was on call when we needed it.',
  ),
  testimonial(
    8,
    'Kavitha Subramanian',
    'Facility Manager',
    'TechPark Bengaluru',
    'Building Automation',
    4,
    'Danfoss HVAC drives for 14 AHUs delivered as promised. Energy readings dropped noticeably in the first month.',
  ),
  testimonial(
    9,
    'Imran Qureshi',
    'Service Engineer',
    'Hindustan Bottling Co., Lucknow',
    'Pneumatics',
    5,
    'Festo and Janatics spares in stock when our filler went down. Ordered at 11 AM, dispatched by 2 PM.',
  ),
];
