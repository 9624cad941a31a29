/** A state or union territory of India with its GST state code (the first two digits of a GSTIN). */
export interface GstState {
  /** Two digits, e.g. '06'. */
  readonly code: string;
  readonly name: string;
}

/**
 * India's states and union territories with their GST state codes, in code order, as the
 * checkout's state picker offers them (and the server checks them). Retired codes are left
 * out: 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra Pradesh before 2014, now
 * 37). 97 'Other Territory' covers India's territory outside every state (offshore areas).
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

/** Other names a state was typed as before the picker (and abbreviations), by its code. */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  '01': ['J&K', 'JK', 'Jammu & Kashmir'],
  '02': ['HP'],
  '03': ['PB'],
  '04': ['CH'],
  '05': ['UK', 'UT', 'Uttaranchal'],
  '06': ['HR'],
  '07': ['DL', 'New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'],
  '08': ['RJ'],
  '09': ['UP'],
  '10': ['BR'],
  '11': ['SK'],
  '12': ['AR'],
  '13': ['NL'],
  '14': ['MN'],
  '15': ['MZ'],
  '16': ['TR'],
  '17': ['ML'],
  '18': ['AS'],
  '19': ['WB'],
  '20': ['JH'],
  '21': ['OD', 'OR', 'Orissa'],
  '22': ['CG', 'Chattisgarh'],
  '23': ['MP'],
  '24': ['GJ'],
  '26': ['DH', 'DNHDD', 'Daman and Diu', 'Dadra and Nagar Haveli', 'Daman & Diu'],
  '27': ['MH'],
  '29': ['KA'],
  '30': ['GA'],
  '31': ['LD'],
  '32': ['KL'],
  '33': ['TN'],
  '34': ['PY', 'Pondicherry'],
  '35': ['AN', 'Andaman & Nicobar Islands', 'Andaman and Nicobar'],
  '36': ['TS', 'TG'],
  '37': ['AP'],
  '38': ['LA'],
  '97': ['OT'],
};

const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/[.,]/g, '')
    .replace(/\s+/g, ' ');

const BY_KEY = new Map<string, GstState>();
for (const state of GST_STATES) {
  BY_KEY.set(key(state.name), state);
  BY_KEY.set(state.code, state);
  for (const other of OTHER_NAMES[state.code] ?? []) BY_KEY.set(key(other), state);
}

/**
 * The state of a GST state code ('06') or a state's name as the picker gives it
 * ('Haryana'); case, spacing and '&' do not matter, and the names typed before the picker
 * ('HR', 'Orissa', 'New Delhi') are recognised too. Undefined for anything else.
 *
 * @example findGstState('haryana') // { code: '06', name: 'Haryana' }
 */
export function findGstState(nameOrCode: string | null | undefined): GstState | undefined {
  return nameOrCode ? BY_KEY.get(key(nameOrCode)) : undefined;
}

/**
 * A state as the picker and the invoice show it: its name with its GST code.
 *
 * @example gstStateLabel({ code: '06', name: 'Haryana' }) // 'Haryana (06)'
 */
export const gstStateLabel = (state: GstState): string => `${state.name} (${state.code})`;
