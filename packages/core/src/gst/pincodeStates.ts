import { findGstState, type GstState } from './gstStates';

/**
 * The GST state codes a pincode can be in, by its first two digits, or three where a postal
 * circle spans states (India Post's allocation): 122015 Gurugram is Haryana, 110001 Delhi,
 * 400001 Maharashtra, 560001 Karnataka. `from-to=codes`, a range of prefixes of one length
 * sharing its codes; prefixes India Post does not use for a state (9 is the army's) are absent.
 */
const PREFIX_TABLE =
  '11=07;12-13=06;14-16=03;160=04 03;17=02;18-19=01;194=38 01;20-28=09;244=09 05;246=05;' +
  '247=09 05;248=05;249=05 09;262=09 05;263=05;30-34=08;36-39=24;362=24 26;396=24 26;' +
  '40-44=27;403=30;45-48=23;49=22;50=36;51-53=37;533=37 34;56-59=29;60-64=33;605=34 33;' +
  '607=33 34;609=33 34;67-69=32;673=32 34;682=32 31;70-74=19;737=11;744=35;75-77=21;78=18;' +
  '79=12 13 14 15 16 17;790-792=12;793-794=17;795=14;796=15;797-798=13;799=16;80=10;' +
  '81-82=10 20;83=20;84-85=10';

let prefixStates: Map<string, readonly string[]> | undefined;

/** The prefix table as a map, read once on first use. */
function prefixTable(): Map<string, readonly string[]> {
  if (prefixStates) return prefixStates;
  prefixStates = new Map();
  for (const entry of PREFIX_TABLE.split(';')) {
    const [range = '', codes = ''] = entry.split('=');
    const [from = '', to = from] = range.split('-');
    for (let prefix = Number(from); prefix <= Number(to); prefix++) {
      prefixStates.set(String(prefix), codes.split(' '));
    }
  }
  return prefixStates;
}

/**
 * The states a 6-digit pincode belongs to (more than one where its prefix is shared), from
 * the prefix table; empty when the prefix is not a state's, or the text is not a pincode.
 *
 * @example pincodeStates('122015') // [{ code: '06', name: 'Haryana' }]
 */
export function pincodeStates(pincode: string): GstState[] {
  const digits = pincode.trim();
  if (!/^\d{6}$/.test(digits)) return [];
  const table = prefixTable();
  const codes = table.get(digits.slice(0, 3)) ?? table.get(digits.slice(0, 2)) ?? [];
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
