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

/** A state's name as compared: case, spacing, '&' for 'and', dots and commas aside. */
export const gstStateKey = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/[.,]/g, '')
    .replace(/\s+/g, ' ');

let byKey: Map<string, GstState> | undefined;

/**
 * The state of a GST state code ('06') or a state's name as the picker gives it
 * ('Haryana'); case, spacing and '&' do not matter. Undefined for anything else (names typed
 * before the picker, such as 'HR': `findGstStateFromText`).
 *
 * @example findGstState('haryana') // { code: '06', name: 'Haryana' }
 */
export function findGstState(nameOrCode: string | null | undefined): GstState | undefined {
  if (!nameOrCode) return undefined;
  byKey ??= new Map(
    GST_STATES.flatMap((state) => [
      [gstStateKey(state.name), state],
      [state.code, state],
    ]),
  );
  return byKey.get(gstStateKey(nameOrCode));
}

/**
 * A state as the picker and the invoice show it: its name with its GST code.
 *
 * @example gstStateLabel({ code: '06', name: 'Haryana' }) // 'Haryana (06)'
 */
export const gstStateLabel = (state: GstState): string => `${state.name} (${state.code})`;
