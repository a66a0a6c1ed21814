import { describe, expect, it } from 'vitest';
import { tableReportFile } from './reportTables';

const text = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

describe('table reports (user, commerce, artemis)', () => {
  it('writes a CSV with the titles, names for references and inert formulas', async () => {
    const file = await tableReportFile(
      'user',
      'csv',
      { userName: 'Usuario', roleId: 'Rol' },
      [{ userName: '=HYPERLINK("x")', firstName: 'Ana', roleId: 7, twoFactorEnabled: true }],
      (resource, id) => `${resource}#${String(id)}`,
      '2026-11-23',
    );
    expect(file.fileName).toBe('user-report-2026-11-23.csv');
    const [header, row] = text(file.base64).replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe('Usuario,firstName,lastName,email,Rol,status,twoFactorEnabled');
    expect(row).toBe(`"'=HYPERLINK(""x"")",Ana,,,roles#7,,true`);
  });

  it('writes an Excel workbook', async () => {
    const file = await tableReportFile('commerce', 'xlsx', { sheet: 'Comercios' }, [{ name: 'Bar' }], () => '', 'd');
    expect(file.fileName).toBe('commerce-report-d.xlsx');
    expect(atob(file.base64).slice(0, 2)).toBe('PK');
  });
});
