import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { verifyEntries } from '../chain';
import { readWorkbook } from './readWorkbook';
import { registerWorkbook } from './registerWorkbook';
import { chainedRegister, sheetTexts } from './testChain';
import { verifyRegisterFile } from './verifyRegisterFile';

/** The file with one shared string replaced, as a person editing a cell in a spreadsheet would. */
const editCell = (bytes: Uint8Array, from: string, to: string) => {
  const files = unzipSync(bytes);
  const path = 'xl/sharedStrings.xml';
  files[path] = strToU8(strFromU8(files[path]).replace(from, to));
  return zipSync(files);
};

describe('the exported register', () => {
  it('verifies a whole chain against its head, and names an edited, a missing or a cut entry', async () => {
    const { entries, head } = await chainedRegister(4);
    expect(await verifyEntries(entries, head)).toEqual({ ok: true, entries: 4, head });
    const edited = entries.map((entry, index) => (index === 1 ? { ...entry, userName: 'mallory' } : entry));
    expect(await verifyEntries(edited, head)).toEqual({ ok: false, reason: 'edited', sequence: 2 });
    expect(await verifyEntries(entries.toSpliced(1, 1), head)).toEqual({ ok: false, reason: 'missing', sequence: 2 });
    expect(await verifyEntries(entries.slice(1), head)).toEqual({ ok: false, reason: 'missing', sequence: 1 });
    expect(await verifyEntries(entries.slice(0, 3), head)).toEqual({ ok: false, reason: 'head' });
    expect(await verifyEntries(entries, { ...head, entityId: 4 })).toEqual({
      ok: false,
      reason: 'edited',
      sequence: 1,
    });
  });

  it('writes a workbook that reads back and verifies, and fails with a cell edited or a row removed', async () => {
    const { entries, head } = await chainedRegister(4);
    const bytes = await registerWorkbook(entries, head, sheetTexts);
    const sheets = await readWorkbook(bytes);
    expect([...sheets.keys()]).toEqual(['Registro de actividad', 'Integridad']);
    expect(sheets.get('Registro de actividad')?.[3]?.[8]).toBe('=HYPERLINK("http://x")');
    expect(await verifyRegisterFile(bytes)).toEqual({ ok: true, entries: 4, head });
    expect(await verifyRegisterFile(editCell(bytes, 'LOGIN_FAILED', 'LOGIN'))).toEqual({
      ok: false,
      reason: 'edited',
      sequence: 2,
    });
    const withoutOne = await registerWorkbook(entries.toSpliced(2, 1), head, sheetTexts);
    expect(await verifyRegisterFile(withoutOne)).toEqual({ ok: false, reason: 'missing', sequence: 3 });
    expect(await verifyRegisterFile(new Uint8Array([1, 2, 3]))).toEqual({ ok: false, reason: 'format' });
  });
});
