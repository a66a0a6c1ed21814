/**
 * npm run verify:register -- <file.xlsx>
 *
 * Checks an activity register exported from the console: every entry's chained hash from the
 * first, and that the entries reach the chain head the service reported at export time. Prints OK
 * and the head (exit 0), or the first entry changed or missing (exit 1); exit 2 when the file
 * cannot be read as an exported register. To prove nothing was cut with the head restated, compare
 * the head with the service's: GET {reports}/api/v1/action-registry/chain-head, or its entry of
 * that sequence in the console.
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
  const { entityId, sequence, hash } = verdict.head;
  console.log(`OK: ${verdict.entries} entries of entity ${entityId}, chain intact up to the head ${sequence} ${hash}`);
  process.exit(0);
}
const refusals: Record<string, string> = {
  edited: `TAMPERED: entry ${'sequence' in verdict ? verdict.sequence : '?'} does not match its hash or the one before it: it was changed`,
  missing: `TAMPERED: entry ${'sequence' in verdict ? verdict.sequence : '?'} is missing (removed, or the entries were reordered)`,
  head: 'TAMPERED: the entries do not end at the chain head the file states (entries removed at the end)',
};
const tampered = refusals[verdict.reason];
console.error(tampered ?? `NOT A REGISTER EXPORT: ${file} has no register and integrity sheets`);
process.exit(tampered ? 1 : 2);
