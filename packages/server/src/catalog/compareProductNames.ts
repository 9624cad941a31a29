import { foldText } from './searchTerms';

const DIGITS = /\d+/g;

/**
 * A key whose plain string order is the catalogue's name order: case and accents folded,
 * numbers compared by value ('Sensor M8' before 'Sensor M12': each run of digits is prefixed
 * by a character encoding its length).
 */
export function nameSortKey(name: string): string {
  return foldText(name).replace(DIGITS, (digits) => {
    const value = digits.replace(/^0+(?=\d)/, '');
    return String.fromCharCode(0x30 + Math.min(value.length, 40)) + value;
  });
}

/** Compares (name key, id) pairs. */
export function compareKeys(keyA: string, idA: string, keyB: string, idB: string): number {
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}
