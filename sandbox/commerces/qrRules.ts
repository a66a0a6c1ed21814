import { qrCodes } from '../../resources/qrCodes/schema';
import { terminals } from '../../resources/terminals/schema';
import type { SandboxContext } from '../context';
import { addHooks } from '../engine/hooks';
import { ServiceError } from '../errors';
import { columnOf, tableOf } from '../store/tables';

/**
 * A QR code's terminals must be its commerce's terminals in service (the available terminals):
 * 400 PM-0010 on `terminalSerials` otherwise. Its auth password is a secret field: the engine
 * stores it and never answers it.
 */
export const registerQrRules = ({ db, hooks }: SandboxContext) => {
  const ofCommerce = db.prepare(
    `SELECT ${columnOf('serialNumber')} AS serial FROM ${tableOf(terminals)}
     WHERE entity_id = ? AND ${columnOf('commerceId')} = ? AND ${columnOf('warehouseId')} IS NULL
     AND COALESCE(${columnOf('deleted')}, 0) = 0 AND ${columnOf('serialNumber')} = ?`,
  );
  const check = (data: Record<string, unknown>, entityId: number) => {
    const serials = Array.isArray(data.terminalSerials) ? (data.terminalSerials as string[]) : [];
    if (serials.every((serial) => ofCommerce.get(entityId, Number(data.commerceId), serial))) return;
    throw new ServiceError(400, { Code: 'PM-0010', Message: 'PM-0010', Errors: { terminalSerials: 'PM-0010' } });
  };
  addHooks(hooks, qrCodes.name, {
    beforeCreate: (data, { entityId }) => {
      check(data, entityId);
      return data;
    },
    beforeUpdate: (_id, data, { entityId }) => {
      check(data, entityId);
      return data;
    },
  });
};
