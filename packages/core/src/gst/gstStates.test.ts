import { describe, expect, it } from 'vitest';
import { findGstStateFromText } from './findGstStateFromText';
import { findGstState, GST_STATES, gstStateLabel } from './gstStates';
import { pincodeMatchesState, pincodeStates } from './pincodeStates';

const state = (code: string) => {
  const found = GST_STATES.find((candidate) => candidate.code === code);
  if (!found) throw new Error(code);
  return found;
};

describe('GST_STATES', () => {
  it('lists each state and union territory once, with two-digit codes', () => {
    expect(GST_STATES).toHaveLength(37);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
    expect(new Set(GST_STATES.map((s) => s.name)).size).toBe(GST_STATES.length);
    for (const s of GST_STATES) expect(s.code).toMatch(/^\d{2}$/);
    expect(GST_STATES.map(gstStateLabel)).toEqual(
      expect.arrayContaining([
        'Haryana (06)',
        'Delhi (07)',
        'Maharashtra (27)',
        'Karnataka (29)',
        'Tamil Nadu (33)',
        'Other Territory (97)',
      ]),
    );
  });
});

describe('findGstState', () => {
  it('finds a state by its name or its GST code', () => {
    expect(findGstState('Haryana')).toEqual({ code: '06', name: 'Haryana' });
    expect(findGstState('  tamil   NADU ')).toEqual({ code: '33', name: 'Tamil Nadu' });
    expect(findGstState('06')?.name).toBe('Haryana');
    expect(findGstState('Jammu & Kashmir')?.code).toBe('01');
    expect(findGstState('HR')).toBeUndefined();
    expect(findGstState('Gurgaon')).toBeUndefined();
    expect(findGstState('')).toBeUndefined();
    expect(findGstState(null)).toBeUndefined();
    expect(findGstState('25')).toBeUndefined();
  });
});

describe('findGstStateFromText', () => {
  it('also knows the names a state was typed as before the picker', () => {
    expect(findGstStateFromText('Haryana')?.code).toBe('06');
    expect(findGstStateFromText('HR')?.name).toBe('Haryana');
    expect(findGstStateFromText(' new delhi ')?.code).toBe('07');
    expect(findGstStateFromText('J&K')?.code).toBe('01');
    expect(findGstStateFromText('Orissa')?.name).toBe('Odisha');
    expect(findGstStateFromText('Pondicherry')?.name).toBe('Puducherry');
    expect(findGstStateFromText('Gurgaon')).toBeUndefined();
    expect(findGstStateFromText('')).toBeUndefined();
  });
});

describe('pincodeStates', () => {
  it.each([
    ['122015', ['Haryana']],
    ['110001', ['Delhi']],
    ['400001', ['Maharashtra']],
    ['560001', ['Karnataka']],
    ['600001', ['Tamil Nadu']],
    ['403001', ['Goa']],
    ['737101', ['Sikkim']],
    ['744101', ['Andaman and Nicobar Islands']],
    ['160017', ['Chandigarh', 'Punjab']],
    ['834001', ['Jharkhand']],
    ['500001', ['Telangana']],
    ['781001', ['Assam']],
  ])('%s is in %j', (pincode, names) => {
    expect(pincodeStates(pincode).map((s) => s.name)).toEqual(names);
  });

  it('knows no state for a prefix India Post gives none, or for what is not a pincode', () => {
    expect(pincodeStates('990001')).toEqual([]);
    expect(pincodeStates('12201')).toEqual([]);
  });
});

describe('pincodeMatchesState', () => {
  it('matches a pincode with its state, and refuses another', () => {
    expect(pincodeMatchesState('122015', state('06'))).toBe(true);
    expect(pincodeMatchesState('122015', state('29'))).toBe(false);
    expect(pincodeMatchesState('160062', state('03'))).toBe(true);
    expect(pincodeMatchesState('160062', state('06'))).toBe(false);
  });

  it('cannot tell for a prefix of no state, or for Other Territory', () => {
    expect(pincodeMatchesState('990001', state('06'))).toBe(true);
    expect(pincodeMatchesState('400001', state('97'))).toBe(true);
  });
});
