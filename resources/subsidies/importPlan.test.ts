import { describe, expect, it } from 'vitest';
import { exportEntries, importProblems, MAX_IMPORT_ENTRIES, planSubsidyImport } from './importPlan';

const existing = [
  { id: 11, index: 1, name: 'Bono Luz', label: 'BONOLUZ' },
  { id: 10, index: 0, name: 'Aliméntate', label: 'ALIMENTATE' },
];

describe('subsidy import plan', () => {
  it('adds new indexes, changes differing ones, counts the same ones', () => {
    const result = planSubsidyImport(
      [
        { index: 0, name: 'Aliméntate', label: 'ALIMENTATE' },
        { index: 1, name: 'Bono Luz', label: 'BONO LUZ' },
        { index: 2, name: 'ILAE', label: 'ILAE' },
      ],
      existing,
    );
    expect(result).toEqual({
      plan: {
        added: [{ index: 2, name: 'ILAE', label: 'ILAE' }],
        changed: [
          {
            id: 11,
            before: { index: 1, name: 'Bono Luz', label: 'BONOLUZ' },
            after: { index: 1, name: 'Bono Luz', label: 'BONO LUZ' },
          },
        ],
        unchanged: 1,
      },
    });
  });

  it('refuses the whole file for one bad entry, naming every bad one', () => {
    expect(
      planSubsidyImport(
        [
          { index: 5, name: 'Bueno', label: 'OK' },
          { index: 6, name: '', label: 'X' },
          { index: 5, name: 'Repetido', label: 'R' },
          { index: 7, name: 'N'.repeat(101), label: 'L'.repeat(61) },
          { name: 'Sin índice', label: 'S' },
          'not an object',
        ],
        existing,
      ),
    ).toEqual({
      errors: {
        '1.name': 'CE-0001',
        '2.index': importProblems.repeatedIndex,
        '3.name': 'CE-0002',
        '3.label': 'CE-0002',
        '4.index': 'CE-0001',
        '5': importProblems.notAnEntry,
      },
    });
  });

  it('takes the boundaries of each field', () => {
    const one = (entry: Record<string, unknown>) => planSubsidyImport([entry], []);
    expect(one({ index: 0, name: 'N'.repeat(100), label: 'L'.repeat(60) })).toHaveProperty('plan');
    expect(one({ index: -1, name: 'N', label: 'L' })).toEqual({ errors: { '0.index': 'validation.minValue' } });
    expect(one({ index: 1.5, name: 'N', label: 'L' })).toEqual({ errors: { '0.index': 'validation.integer' } });
  });

  it('refuses what is not a list of one to 1000 entries', () => {
    expect(planSubsidyImport({ index: 1 }, [])).toEqual({ errors: { root: importProblems.notAList } });
    expect(planSubsidyImport([], [])).toEqual({ errors: { root: importProblems.empty } });
    const many = Array.from({ length: MAX_IMPORT_ENTRIES + 1 }, (_, index) => ({ index, name: 'N', label: 'L' }));
    expect(planSubsidyImport(many, [])).toEqual({ errors: { root: importProblems.tooMany } });
    expect(planSubsidyImport(many.slice(1), [])).toHaveProperty('plan');
  });

  it('exports by index what the import reads back unchanged', () => {
    const file = exportEntries(existing);
    expect(file).toEqual([
      { index: 0, name: 'Aliméntate', label: 'ALIMENTATE' },
      { index: 1, name: 'Bono Luz', label: 'BONOLUZ' },
    ]);
    expect(planSubsidyImport(file, existing)).toEqual({ plan: { added: [], changed: [], unchanged: 2 } });
  });
});
