import type { RuleContext } from '../../core/rules/domainHooks';
import { refuse } from '../../core/serviceError';
import { terminals } from '../schema';

/**
 * A serial number is one device, living in one entity: a serial another entity holds is 409
 * TM-0010, Message `serial - entity` (the caller's own is the engine's TM-0008, unique field).
 */
export const assertSerialNotElsewhere = async (serial: unknown, { caller, store }: RuleContext) => {
  if (typeof serial !== 'string') return;
  const holder = (await store.listInEveryEntity(terminals.name, { serialNumber: serial })).find(
    (terminal) => terminal.serialNumber === serial && terminal.entityId !== caller.entityId,
  );
  if (!holder) return;
  const entity = await store.entityName(Number(holder.entityId));
  throw refuse(409, 'TM-0010', { Message: `${serial} - ${entity}`, Errors: { serialNumber: 'TM-0010' } });
};
