/**
 * npm run verify:register -- <file.xlsx>
 *
 * Checks an activity register exported from the console: every row's chained hash and the file's
 * final digest. Prints OK and the digest (exit 0), or the first row that was changed, removed or
 * added (exit 1); exit 2 when the file cannot be read as an exported register.
 */
import { readFileSync } from 'node:fs';
import { verifyRegisterFile } from '../resources/activityRegister/export/verifyRegisterFile';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run verify:register -- <file.xlsx>');
  process.exit(2);
}

const verdict = await verifyRegisterFile(new Uint8Array(readFileSync(file)));
if (verdict.ok) {
  console.log(`OK: ${verdict.rows} rows, chain intact, final digest ${verdict.digest}`);
  process.exit(0);
}
switch (verdict.reason) {
  case 'row':
    console.error(
      `TAMPERED: row ${verdict.row} (spreadsheet line ${verdict.row + 1}) does not match its hash: it or a row before it was changed, removed or added`,
    );
    process.exit(1);
  case 'count':
    console.error(
      'TAMPERED: the number of rows differs from the one the file states (rows removed or added at the end)',
    );
    process.exit(1);
  case 'digest':
    console.error('TAMPERED: the final digest does not match the rows');
    process.exit(1);
  default:
    console.error(`NOT A REGISTER EXPORT: ${file} has no register and integrity sheets`);
    process.exit(2);
}
