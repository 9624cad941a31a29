import { findGstState, type GstState } from './gstStates';

/**
 * The GST state codes a pincode can be in, by its first two digits, or three where a postal
 * circle spans states (India Post's allocation): 122015 Gurugram is Haryana, 110001 Delhi,
 * 400001 Maharashtra, 560001 Karnataka. Prefixes India Post does not use for a state (9 is
 * the army's) are absent.
 */
const PREFIX_STATES: Readonly<Record<string, readonly string[]>> = {
  '11': ['07'],
  '12': ['06'],
  '13': ['06'],
  '14': ['03'],
  '15': ['03'],
  '16': ['03'],
  '160': ['04', '03'],
  '17': ['02'],
  '18': ['01'],
  '19': ['01'],
  '194': ['38', '01'],
  '20': ['09'],
  '21': ['09'],
  '22': ['09'],
  '23': ['09'],
  '24': ['09'],
  '244': ['09', '05'],
  '246': ['05'],
  '247': ['09', '05'],
  '248': ['05'],
  '249': ['05', '09'],
  '25': ['09'],
  '26': ['09'],
  '262': ['09', '05'],
  '263': ['05'],
  '27': ['09'],
  '28': ['09'],
  '30': ['08'],
  '31': ['08'],
  '32': ['08'],
  '33': ['08'],
  '34': ['08'],
  '36': ['24'],
  '362': ['24', '26'],
  '37': ['24'],
  '38': ['24'],
  '39': ['24'],
  '396': ['24', '26'],
  '40': ['27'],
  '403': ['30'],
  '41': ['27'],
  '42': ['27'],
  '43': ['27'],
  '44': ['27'],
  '45': ['23'],
  '46': ['23'],
  '47': ['23'],
  '48': ['23'],
  '49': ['22'],
  '50': ['36'],
  '51': ['37'],
  '52': ['37'],
  '53': ['37'],
  '533': ['37', '34'],
  '56': ['29'],
  '57': ['29'],
  '58': ['29'],
  '59': ['29'],
  '60': ['33'],
  '605': ['34', '33'],
  '607': ['33', '34'],
  '609': ['33', '34'],
  '61': ['33'],
  '62': ['33'],
  '63': ['33'],
  '64': ['33'],
  '67': ['32'],
  '673': ['32', '34'],
  '68': ['32'],
  '682': ['32', '31'],
  '69': ['32'],
  '70': ['19'],
  '71': ['19'],
  '72': ['19'],
  '73': ['19'],
  '737': ['11'],
  '74': ['19'],
  '744': ['35'],
  '75': ['21'],
  '76': ['21'],
  '77': ['21'],
  '78': ['18'],
  '79': ['12', '13', '14', '15', '16', '17'],
  '790': ['12'],
  '791': ['12'],
  '792': ['12'],
  '793': ['17'],
  '794': ['17'],
  '795': ['14'],
  '796': ['15'],
  '797': ['13'],
  '798': ['13'],
  '799': ['16'],
  '80': ['10'],
  '81': ['10', '20'],
  '82': ['10', '20'],
  '83': ['20'],
  '84': ['10'],
  '85': ['10'],
};

/**
 * The states a 6-digit pincode belongs to (more than one where its prefix is shared), from
 * the prefix table; empty when the prefix is not a state's, or the text is not a pincode.
 *
 * @example pincodeStates('122015') // [{ code: '06', name: 'Haryana' }]
 */
export function pincodeStates(pincode: string): GstState[] {
  const digits = pincode.trim();
  if (!/^\d{6}$/.test(digits)) return [];
  const codes = PREFIX_STATES[digits.slice(0, 3)] ?? PREFIX_STATES[digits.slice(0, 2)] ?? [];
  return codes.map((code) => findGstState(code)).filter((state) => state !== undefined);
}

/**
 * Whether a pincode can be in a state: true when the prefix table lists the state for it,
 * and also when the table cannot tell (a prefix of no state, or 97 Other Territory, which has
 * no pincodes of its own).
 */
export function pincodeMatchesState(pincode: string, state: GstState): boolean {
  if (state.code === '97') return true;
  const states = pincodeStates(pincode);
  return states.length === 0 || states.some((candidate) => candidate.code === state.code);
}
