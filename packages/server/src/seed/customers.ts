import { isGstinChecksumValid } from '@storefront-kit/core';
import type { StoredAddress } from '../db/schema';

/** The demo customer the README gives. */
export const DEMO_CUSTOMER = {
  name: 'Asha Verma',
  email: 'demo@storefront-kit.dev',
  mobile: '9876543210',
  password: 'Demo@12345',
} as const;

/** A seeded customer's profile and the address their orders ship to. */
export interface SeedCustomer {
  readonly key: string;
  readonly name: string;
  readonly email: string;
  readonly mobile: string;
  readonly gender: 'male' | 'female';
  readonly dateOfBirth: string;
  readonly company: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly pincode: string;
  /** The first 12 characters of the GSTIN (state code + PAN + entity number); Z and the check character are added. */
  readonly gstinStem: string;
  /** Customer since. */
  readonly joined: string;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A GSTIN with a valid check character (core's mod-36 rule). */
export function gstinOf(stem: string): string {
  for (const check of GSTIN_CHARS) {
    const candidate = `${stem}Z${check}`;
    if (isGstinChecksumValid(candidate)) return candidate;
  }
  throw new Error(`No GSTIN check character for ${stem}`);
}

export const DEMO_PROFILE: SeedCustomer = {
  key: 'demo',
  name: DEMO_CUSTOMER.name,
  email: DEMO_CUSTOMER.email,
  mobile: DEMO_CUSTOMER.mobile,
  gender: 'female',
  dateOfBirth: '1989-06-14',
  company: 'Verma Automation Services',
  street: 'Plot 42, Sector 18, Udyog Vihar Phase IV',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122015',
  gstinStem: '06AAKFV4321K1',
  joined: '2025-03-10T05:12:00Z',
};

/** The demo customer's second site: orders shipped there are inter-state (IGST). */
export const DEMO_PUNE_PLANT = {
  company: 'Verma Automation Services (Pune works)',
  street: 'Gat No. 118, Chakan MIDC Phase II',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '410501',
  gstinStem: '27AAKFV4321K1',
} as const;

const customer = (
  key: string,
  name: string,
  mobile: string,
  gender: 'male' | 'female',
  dateOfBirth: string,
  company: string,
  street: string,
  city: string,
  state: string,
  pincode: string,
  gstinStem: string,
  joined: string,
): SeedCustomer => ({
  key,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.in`,
  mobile,
  gender,
  dateOfBirth,
  company,
  street,
  city,
  state,
  pincode,
  gstinStem,
  joined,
});

/** Other customers: they bought products and reviewed some. They cannot sign in. */
export const OTHER_CUSTOMERS: readonly SeedCustomer[] = [
  customer(
    'rahul',
    'Rahul Mehta',
    '9811002345',
    'male',
    '1984-02-03',
    'NorthStar Conveyors',
    'Plot 77, Sector 24',
    'Faridabad',
    'Haryana',
    '121005',
    '06AAECN7781D1',
    '2025-01-18T06:00:00Z',
  ),
  customer(
    'sneha',
    'Sneha Kulkarni',
    '9822011223',
    'female',
    '1991-09-21',
    'Deccan Auto Components',
    'S. No. 45, Bhosari MIDC, J Block',
    'Pune',
    'Maharashtra',
    '411026',
    '27AAGCD5512H1',
    '2025-04-02T09:30:00Z',
  ),
  customer(
    'karthik',
    'Karthik Raman',
    '9840033445',
    'male',
    '1987-12-11',
    'Sundaram Packaging Pvt. Ltd.',
    '14, SIDCO Industrial Estate, Guindy',
    'Chennai',
    'Tamil Nadu',
    '600032',
    '33AAHCS2231L1',
    '2025-02-25T04:45:00Z',
  ),
  customer(
    'fatima',
    'Fatima Sheikh',
    '9833044556',
    'female',
    '1993-05-30',
    'Konkan Process Controls',
    'Unit 9, Wagle Industrial Estate',
    'Thane',
    'Maharashtra',
    '400604',
    '27AAJFK8890M1',
    '2025-06-14T07:20:00Z',
  ),
  customer(
    'gurpreet',
    'Gurpreet Kaur',
    '9815055667',
    'female',
    '1986-08-08',
    'Punjab Agro Machines',
    'B-22, Focal Point Phase V',
    'Ludhiana',
    'Punjab',
    '141010',
    '03AAFCP6613Q1',
    '2025-03-28T08:10:00Z',
  ),
  customer(
    'arvind',
    'Arvind Patel',
    '9825066778',
    'male',
    '1979-11-19',
    'Gujarat Pharma Equipments',
    '211, GIDC Estate, Vatva',
    'Ahmedabad',
    'Gujarat',
    '382445',
    '24AABCG4417R1',
    '2025-05-06T05:55:00Z',
  ),
  customer(
    'deepa',
    'Deepa Menon',
    '9847077889',
    'female',
    '1990-01-27',
    'Kochi Marine Systems',
    'KINFRA Export Promotion Park, Kakkanad',
    'Kochi',
    'Kerala',
    '682030',
    '32AAKCK3309B1',
    '2025-07-21T10:40:00Z',
  ),
  customer(
    'sanjay',
    'Sanjay Gupta',
    '9935088990',
    'male',
    '1982-04-15',
    'Ganga Polymers',
    'A-41, Panki Industrial Area, Site 2',
    'Kanpur',
    'Uttar Pradesh',
    '208022',
    '09AAECG2290F1',
    '2025-02-09T11:05:00Z',
  ),
];

/** The address of a customer (or of another site of theirs) as an order stores it. */
export function addressOf(
  person: SeedCustomer,
  site: Pick<
    SeedCustomer,
    'company' | 'street' | 'city' | 'state' | 'pincode' | 'gstinStem'
  > = person,
): StoredAddress {
  const [firstName = person.name, ...rest] = person.name.split(' ');
  return {
    firstName,
    lastName: rest.join(' '),
    email: person.email,
    phone: person.mobile,
    address_line1: site.street,
    city: site.city,
    state: site.state,
    pincode: site.pincode,
    country: 'India',
    gstNumber: gstinOf(site.gstinStem),
    companyName: site.company,
  };
}
