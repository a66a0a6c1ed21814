import { messageLeaves } from '../messageLeaves';
import { describe, it, expect } from 'vitest';
import { errorsEs } from './es';
import { errorsEn } from './en';
import { errorsPt } from './pt';

/**
 * Every code of console-spec.md section 8 ("Messages by code"), in the order
 * of the spec's groups and numerically within a group. IS-0016 is only named
 * in "Response handling" (no message), so it is not part of the catalogue.
 */
const SPEC_CODES = [
  // AM
  'AM-0001',
  'AM-0002',
  'AM-0005',
  'AM-0006',
  'AM-0008',
  'AM-0009',
  'AM-0011',
  'AM-0012',
  'AM-0019',
  'AM-0020',
  'AM-0021',
  'AM-0022',
  'AM-0023',
  'AM-0029',
  'AM-0030',
  'AM-0031',
  'AM-0032',
  'AM-0033',
  // beyond the spec: a full file storage quota, an external address for a file the console manages
  'AM-0034',
  'AM-0035',
  // CM
  'CM-0001',
  'CM-0003',
  'CM-0005',
  'CM-0009',
  'CM-0020',
  'CM-0025',
  'CM-0026',
  // CE
  'CE-0001',
  'CE-0002',
  'CE-0003',
  // GM
  'GM-0001',
  'GM-0002',
  'GM-0003',
  'GM-0004',
  'GM-0005',
  'GM-0006',
  'GM-0007',
  'GM-0008',
  'GM-0009',
  'GM-0010',
  'GM-0011',
  'GM-0012',
  'GM-0013',
  'GM-0014',
  'GM-0015',
  'GM-0016',
  'GM-0017',
  'GM-0019',
  // IS
  'IS-0001',
  'IS-0002',
  'IS-0003',
  'IS-0004',
  'IS-0005',
  'IS-0006',
  'IS-0007',
  'IS-0008',
  'IS-0009',
  'IS-0010',
  'IS-0011',
  'IS-0012',
  'IS-0013',
  'IS-0014',
  'IS-0015',
  'IS-0017',
  'IS-0019',
  'IS-0020',
  'IS-0021',
  // PM
  'PM-0001',
  'PM-0002',
  'PM-0003',
  'PM-0004',
  'PM-0006',
  'PM-0009',
  'PM-0010',
  'PM-0011',
  'PM-0014',
  'PM-0019',
  'PM-0020',
  'PM-0021',
  'PM-0022',
  'PM-0026',
  'PM-0027',
  'PM-0028',
  'PM-0029',
  'PM-0030',
  'PM-0031',
  'PM-0032',
  'PM-0033',
  'PM-0034',
  'PM-0035',
  'PM-0036',
  // TM
  'TM-0001',
  'TM-0002',
  'TM-0003',
  'TM-0004',
  'TM-0005',
  'TM-0006',
  'TM-0007',
  'TM-0008',
  'TM-0009',
  'TM-0010',
  'TM-0011',
  // US
  'US-0001',
  'US-0002',
];

/** Codes whose message takes substitutions (spec section 8), and their slots. */
const EXPECTED_SLOTS: Record<string, string[]> = {
  'GM-0008': ['{{0}}'],
  'GM-0009': ['{{0}}', '{{1}}'],
  'PM-0035': ['{{0}}'],
  'PM-0036': ['{{0}}', '{{1}}', '{{2}}'],
  'TM-0010': ['{{0}}', '{{1}}'],
};

const slots = (text: string): string[] => [...new Set(text.match(/\{\{[^}]*\}\}/g) ?? [])].sort();

const es = messageLeaves(errorsEs);
const languages: [string, Map<string, string>][] = [
  ['es', es],
  ['en', messageLeaves(errorsEn)],
  ['pt', messageLeaves(errorsPt)],
];

describe('error catalogue', () => {
  it('spec code list has no duplicates', () => {
    expect(new Set(SPEC_CODES).size).toBe(SPEC_CODES.length);
  });

  it('es has every code of the spec, in order, and nothing else', () => {
    expect(Object.keys(errorsEs.codes)).toEqual(SPEC_CODES);
  });

  it('keeps the exact generic required-fields message', () => {
    expect(errorsEs.generic.requiredFields).toBe('Por favor completar los campos requeridos.');
  });

  it.each(languages)('%s has exactly the keys of es', (_lang, flat) => {
    expect([...flat.keys()].sort()).toEqual([...es.keys()].sort());
  });

  it.each(languages)('%s has no empty message', (_lang, flat) => {
    for (const [path, text] of flat) {
      expect(text.trim(), path).not.toBe('');
    }
  });

  it.each(languages)("%s uses the console's {{0}} slots only, never the spec's {0} form", (_lang, flat) => {
    for (const [path, text] of flat) {
      expect(text.replace(/\{\{\d\}\}/g, ''), path).not.toMatch(/[{}]/);
    }
  });

  it('every code has the slots the spec gives it, identical in es, en and pt', () => {
    for (const code of SPEC_CODES) {
      const expected = EXPECTED_SLOTS[code] ?? [];
      for (const [lang, flat] of languages) {
        expect(slots(flat.get(`codes.${code}`) ?? ''), `${lang} ${code}`).toEqual(expected);
      }
    }
  });

  it('generic and login messages have the same slots across languages', () => {
    for (const [path, text] of es) {
      for (const [lang, flat] of languages) {
        expect(slots(flat.get(path) ?? ''), `${lang} ${path}`).toEqual(slots(text));
      }
    }
  });
});
