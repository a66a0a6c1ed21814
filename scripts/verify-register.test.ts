import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { registerWorkbook } from '../resources/activityRegister/export/registerWorkbook';

const run = promisify(execFile);
const verify = async (file: string) => {
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/verify-register.ts', file]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, output: failure.stderr };
  }
};

describe('npm run verify:register', { timeout: 60_000 }, () => {
  it('says OK for an exported register and names the row edited in it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'register-'));
    const bytes = await registerWorkbook(
      [
        ['2026-11-20T10:00:00.000Z', 'admin', 'Creación', 'Comercio', '12', 'Alta de comercio'],
        ['2026-11-21T11:30:00.000Z', 'ana', 'Modificación', 'Terminal', '7', 'Alias cambiado'],
      ],
      {
        sheet: 'Registro de actividad',
        integritySheet: 'Integridad',
        header: ['Fecha', 'Usuario', 'Acción', 'Tipo de objeto', 'ID del objeto', 'Detalle'],
        hashColumn: 'Hash',
        integrityHeader: ['Clave', 'Valor', 'Descripción'],
        rowsHint: '',
        digestHint: '',
        formatHint: '',
        verifyHint: '',
      },
    );
    const good = join(folder, 'good.xlsx');
    writeFileSync(good, bytes);
    const files = unzipSync(bytes);
    files['xl/sharedStrings.xml'] = strToU8(
      strFromU8(files['xl/sharedStrings.xml']).replace('Alias cambiado', 'Alias borrado'),
    );
    const edited = join(folder, 'edited.xlsx');
    writeFileSync(edited, zipSync(files));

    const [ok, tampered] = await Promise.all([verify(good), verify(edited)]);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.output).toMatch(/^OK: 2 rows, chain intact, final digest [0-9a-f]{64}/);
    expect(tampered.code).toBe(1);
    expect(tampered.output).toMatch(/TAMPERED: row 2 \(spreadsheet line 3\)/);
  });
});
