import { defineHooks, type RuleContext, type Values } from '../core/rules/domainHooks';
import { refuseField } from '../core/serviceError';
import { terminals } from '../terminals/schema';
import { qrCodes } from './schema';

/**
 * A QR code's terminals are its commerce's terminals in service (its available terminals: not in
 * a warehouse, not deleted): 400 PM-0010 on `terminalSerials` otherwise.
 */
const assertCommerceTerminals = async (data: Values, { store }: RuleContext) => {
  const serials = Array.isArray(data.terminalSerials) ? data.terminalSerials.map(String) : [];
  if (!serials.length) return data;
  const inService = await store.list(terminals.name, { commerceId: Number(data.commerceId), serialNumber: serials });
  const available = new Set(
    inService
      .filter((terminal) => terminal.warehouseId == null && !terminal.deleted)
      .map((terminal) => String(terminal.serialNumber)),
  );
  if (serials.every((serial) => available.has(serial))) return data;
  throw refuseField('terminalSerials', 'PM-0010');
};

export const hooks = defineHooks({
  [qrCodes.name]: [
    {
      name: 'a QR code offers only its commerce’s terminals in service (PM-0010)',
      beforeCreate: (data, context) => assertCommerceTerminals(data, context),
      beforeUpdate: (data, _stored, context) => assertCommerceTerminals(data, context),
    },
  ],
});
