/**
 * Every file the console and the sandbox export, fed hostile aliases, commerce names and reasons:
 * each comes out inert. The terminal and schema list exports, which run in the
 * browser, are covered by their list's component tests with the same values.
 */
import { describe, expect, it } from 'vitest';
import { commerces } from '../commerces/schema';
import { rejectedRowsCsv } from '../csvImport/csvFiles';
import { terminalReportFile } from '../terminals/operations/reportFile';
import { serialListCsv } from '../terminals/operations/serialList';
import { schemaCsv } from '../views/schemaCsv';
import { HOSTILE, REPORT_COLUMNS, csvCells, expectInertCsv, expectInertWorkbook } from './testing/inert';

const hostileReport = (format: 'csv' | 'xlsx') =>
  terminalReportFile(
    format,
    { total: 2, models: [{ modelId: 1, modelName: '-2+3', brandId: 1, brandName: '@SUM(A1)', count: -2 }] },
    HOSTILE.map((value, index) => ({
      serialNumber: `PAX00000000${index}`,
      brand: '@SUM(A1)',
      model: '-2+3',
      commerce: value,
      connectionType: 'WIFI',
      androidVersion: '+1+1',
    })),
    REPORT_COLUMNS,
    '2026-11-20',
  );

const bytesOf = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));

describe('every export is inert', () => {
  it('the terminal report as CSV', async () => {
    const file = await hostileReport('csv');
    expect(file.contentType).toBe('text/csv');
    expectInertCsv(Buffer.from(file.base64, 'base64').toString('utf8'));
  });

  it('the terminal report as .xlsx: string cells, no formula, counts still numbers', async () => {
    const file = await hostileReport('xlsx');
    const files = expectInertWorkbook(bytesOf(file.base64));
    expect(files['xl/worksheets/sheet1.xml']).toMatch(/<c r="C2"><v>-2<\/v><\/c>/);
  });

  it("the import's rejected rows", async () => {
    const problems = HOSTILE.map((value, index) => ({
      row: index + 2,
      code: 'PM-0035',
      message: 'x',
      args: {},
      key: value,
    }));
    const blob = await rejectedRowsCsv(problems, ['Fila', 'Serie', 'Columna', 'Código', 'Motivo'], (p) => `${p.key}`);
    const text = await blob.text();
    expectInertCsv(text);
    expect(csvCells(text)[1][0]).toBe('2');
  });

  it('the serial list, which reads back as its serials', () => {
    expectInertCsv(serialListCsv([...HOSTILE]));
  });

  it('a schema list (commerces) with a hostile name', () => {
    const records = HOSTILE.map((name, id) => ({ id, name, merchantId: name }));
    const text = schemaCsv(commerces, records, (key) => key);
    expectInertCsv(text);
    expect(csvCells(text)[0][0]).toBe('ID');
  });
});
