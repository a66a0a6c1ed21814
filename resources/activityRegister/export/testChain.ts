import { chainPayload, GENESIS_HASH, sha256Hex, type ChainHead, type ChainedEntry } from '../chain';

/** A register of `count` entries of entity 9, chained as a service chains it: for the export's tests. */
export const chainedRegister = async (count: number) => {
  const entries: ChainedEntry[] = [];
  let previousHash = GENESIS_HASH;
  for (let sequence = 1; sequence <= count; sequence += 1) {
    const fields = {
      sequence,
      date: new Date(Date.UTC(2026, 10, 20, 9, sequence)).toISOString(),
      userId: sequence % 2 ? 1 : null,
      userName: sequence % 2 ? 'admin' : 'ana',
      action: sequence === 2 ? 'LOGIN_FAILED' : 'UPDATE',
      objectType: 'tags',
      objectId: String(100 + sequence),
      outcome: sequence === 2 ? 'REFUSED' : 'SUCCESS',
      detail: sequence === 3 ? '=HYPERLINK("http://x")' : `PUT /parameters/api/v1/Tag/:id 200`,
      changes: JSON.stringify({ description: [`v${sequence}`, `v${sequence + 1}`] }),
      previousHash,
    };
    previousHash = await sha256Hex(chainPayload(previousHash, { ...fields, entityId: 9 }));
    entries.push({ ...fields, hash: previousHash });
  }
  const head: ChainHead = { entityId: 9, sequence: count, hash: previousHash };
  return { entries, head };
};

export const sheetTexts = {
  sheet: 'Registro de actividad',
  integritySheet: 'Integridad',
  header: [
    'N.º',
    'Fecha',
    'ID',
    'Usuario',
    'Acción',
    'Tipo',
    'Objeto',
    'Resultado',
    'Detalle',
    'Cambios',
    'Anterior',
    'Hash',
  ],
  integrityHeader: ['Clave', 'Valor', 'Descripción'] as const,
  formatHint: '',
  entityHint: '',
  headSequenceHint: '',
  headHashHint: '',
  verifyHint: '',
};
