import { findGstState, GST_STATES, type GstState, gstStateKey } from './gstStates';

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

let byOtherName: Map<string, GstState> | undefined;

/**
 * The state a free-text state names: as `findGstState` does, and also by the names typed
 * before the picker ('HR', 'New Delhi', 'Orissa', 'Pondicherry'). For orders stored before the
 * place of supply was; checkout itself takes only the picker's states.
 *
 * @example findGstStateFromText('HR') // { code: '06', name: 'Haryana' }
 */
export function findGstStateFromText(text: string | null | undefined): GstState | undefined {
  const found = findGstState(text);
  if (found || !text) return found;
  byOtherName ??= new Map(
    GST_STATES.flatMap((state) =>
      (OTHER_NAMES[state.code] ?? []).map((name) => [gstStateKey(name), state] as const),
    ),
  );
  return byOtherName.get(gstStateKey(text));
}
