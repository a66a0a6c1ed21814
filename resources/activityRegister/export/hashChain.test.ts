import { describe, expect, it } from 'vitest';
import { chainRows, verifyChain } from './hashChain';
import { registerWorkbook, type RegisterSheetTexts } from './registerWorkbook';
import { readWorkbook } from './readWorkbook';
import { verifyRegisterFile } from './verifyRegisterFile';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

const header = ['Fecha', 'Usuario', 'Acción', 'Detalle'];
const rows = [
  ['2026-11-20T10:00:00.000Z', 'admin', 'Creación', 'Alta de comercio'],
  ['2026-11-21T11:30:00.000Z', 'ana', 'Modificación', '=HYPERLINK("http://x")'],
  ['2026-11-22T09:15:00.000Z', 'luis', 'Exportación', ''],
];
const texts: RegisterSheetTexts = {
  sheet: 'Registro',
  integritySheet: 'Integridad',
  header,
  hashColumn: 'Hash',
  integrityHeader: ['Clave', 'Valor', 'Qué es'],
  rowsHint: 'Filas',
  digestHint: 'Huella final',
  formatHint: 'Formato',
  verifyHint: 'Cómo verificar',
};

/** The file with one shared string replaced, as a person editing a cell in a spreadsheet would. */
const editCell = (bytes: Uint8Array, from: string, to: string) => {
  const files = unzipSync(bytes);
  const path = 'xl/sharedStrings.xml';
  files[path] = strToU8(strFromU8(files[path]).replace(from, to));
  return zipSync(files);
};

describe('the register hash chain', () => {
  it('verifies an untouched chain and finds the first changed, removed or reordered row', async () => {
    const { hashes, digest } = await chainRows([...header, 'Hash'], rows);
    const signed = rows.map((row, index) => [...row, hashes[index]]);
    const stated = { digest, rows: rows.length };
    expect(await verifyChain([...header, 'Hash'], signed, stated)).toMatchObject({ ok: true, rows: 3 });
    const edited = signed.map((row) => [...row]);
    edited[1][1] = 'mallory';
    expect(await verifyChain([...header, 'Hash'], edited, stated)).toEqual({ ok: false, reason: 'row', row: 2 });
    expect(await verifyChain([...header, 'Hash'], [signed[0], signed[2]], stated)).toEqual({
      ok: false,
      reason: 'row',
      row: 2,
    });
    expect(await verifyChain([...header, 'Hash'], signed.slice(0, 2), stated)).toEqual({ ok: false, reason: 'count' });
    expect(await verifyChain(['Date', ...header.slice(1), 'Hash'], signed, stated)).toMatchObject({
      ok: false,
      row: 1,
    });
  });

  it('writes a workbook that reads back and verifies, and reports a row edited in the file', async () => {
    const bytes = await registerWorkbook(rows, texts);
    const sheets = await readWorkbook(bytes);
    expect([...sheets.keys()]).toEqual(['Registro', 'Integridad']);
    expect(sheets.get('Registro')?.[2]?.[3]).toBe('=HYPERLINK("http://x")');
    expect(await verifyRegisterFile(bytes)).toMatchObject({ ok: true, rows: 3 });
    const tampered = editCell(bytes, 'Alta de comercio', 'Baja de comercio');
    expect(await verifyRegisterFile(tampered)).toEqual({ ok: false, reason: 'row', row: 1 });
    expect(await verifyRegisterFile(new Uint8Array([1, 2, 3]))).toEqual({ ok: false, reason: 'format' });
  });
});
