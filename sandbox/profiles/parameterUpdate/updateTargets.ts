import { z } from 'zod';
import type { UpdateTarget } from '../../../resources/profiles/parameterUpdate/updateShapes';
import type { SandboxContext } from '../../context';
import { refuse } from '../../errors';
import type { StoredRecord } from '../../storage/repository';
import { serialNumbersSchema } from '../../terminals/operations/requests';
import { terminalsBySerial, terminalsMatching } from '../../terminals/operations/terminalLookup';

const id = z.number().int().positive();

export const targetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['profile', 'group', 'commerce']), id }).strict(),
  z.object({ kind: z.literal('serials'), serialNumbers: serialNumbersSchema.min(1) }).strict(),
]);

/** The resource each target kind names, and the code when the entity has no such record. */
const targetResources = {
  profile: { resource: 'profiles', field: 'profileId', code: 'PM-0021' },
  group: { resource: 'groups', field: 'groupId', code: 'PM-0022' },
  commerce: { resource: 'commerces', field: 'commerceId', code: 'PM-0020' },
} as const;

/** The entity's terminals a target names, and the listed serials that name none. */
export const terminalsOfTarget = (
  { store }: SandboxContext,
  entityId: number,
  target: UpdateTarget,
): { terminals: StoredRecord[]; unknownSerials: string[] } => {
  if (target.kind === 'serials') {
    const serials = [...new Set(target.serialNumbers)];
    const terminals = terminalsBySerial(store, entityId, serials);
    const found = new Set(terminals.map((terminal) => String(terminal.serialNumber)));
    return { terminals, unknownSerials: serials.filter((serial) => !found.has(serial)) };
  }
  const { resource, field, code } = targetResources[target.kind];
  if (!store.get(resource, target.id, entityId)) throw refuse(404, code);
  return { terminals: terminalsMatching(store, entityId, { [field]: target.id }), unknownSerials: [] };
};
