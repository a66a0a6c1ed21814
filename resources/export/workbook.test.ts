import { describe, expect, it } from 'vitest';
import { HOSTILE, expectInertWorkbook, zipTexts } from './testing/inert';
import { spreadsheetWorkbook } from './workbook';

describe('the spreadsheet writer', () => {
  it('writes hostile text as string cells, never formulas, and numbers as numbers', async () => {
    const bytes = await spreadsheetWorkbook([
      { name: 'Terminales', header: ['Alias', 'Comercio', 'Batería'], rows: HOSTILE.map((v, i) => [v, v, -i]) },
    ]);
    const files = expectInertWorkbook(bytes);
    const sheet = files['xl/worksheets/sheet1.xml'];
    expect(sheet).toContain('<c r="C3"><v>-1</v></c>');
    expect(files['xl/workbook.xml']).toContain('name="Terminales"');
  });

  it('makes any text a valid, distinct sheet name', async () => {
    const long = 'Terminales por modelo y marca del mes';
    const files = zipTexts(
      await spreadsheetWorkbook([
        { name: 'a/b: [c]?', header: ['x'], rows: [] },
        { name: long, header: ['x'], rows: [] },
        { name: long, header: ['x'], rows: [] },
      ]),
    );
    const names = [...files['xl/workbook.xml'].matchAll(/<sheet [^>]*name="([^"]*)"/g)].map(([, name]) => name);
    expect(names).toEqual(['a b   c', long.slice(0, 31), `${long.slice(0, 27)} (3)`]);
  });
});
