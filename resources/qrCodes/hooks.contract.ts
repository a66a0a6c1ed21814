import type { ContractCase, ContractCases } from '../core/rules/contractCase';
import { terminals } from '../terminals/schema';
import { qrCodes } from './schema';

const RULE = 'a QR code offers only its commerce’s terminals in service (PM-0010)';

/** A commerce of entity 9 with a terminal in service, and a terminal of another of its commerces. */
export const cases: ContractCases = (world): readonly ContractCase[] => {
  const inService = world[terminals.name].filter(
    (terminal) => terminal.entityId === 9 && terminal.warehouseId == null && !terminal.deleted,
  );
  const [own] = inService;
  const other = inService.find((terminal) => terminal.commerceId !== own?.commerceId);
  const code = world[qrCodes.name].find((qr) => qr.entityId === 9);
  if (!own || !other || !code) throw new Error('the world lacks terminals in service or a QR code in entity 9');
  const qrOf = (serials: unknown[]) => ({
    commerceId: own.commerceId,
    commerceCode: 'C-QR',
    payloadFormatIndicator: '01',
    pointInitiationMethod: '12',
    merchantAccountInformation: '0008ES.BIZUM0108C0000001',
    serverUrl: 'https://qr.example.com/api',
    terminalSerials: serials,
  });
  return [
    {
      rule: RULE,
      title: 'a QR code offering another commerce’s terminal is refused on its terminals',
      as: 'admin',
      action: { create: qrCodes.name, data: qrOf([own.serialNumber, other.serialNumber]) },
      expect: { status: 400, code: 'PM-0010', errors: { terminalSerials: 'PM-0010' } },
    },
    {
      rule: RULE,
      title: 'a QR code offering its commerce’s terminal in service is created',
      as: 'admin',
      action: { create: qrCodes.name, data: qrOf([own.serialNumber]) },
      expect: { status: 201 },
    },
    {
      rule: RULE,
      title: 'an edit adding a serial no commerce has is refused',
      as: 'admin',
      action: { update: qrCodes.name, id: code.id, data: { terminalSerials: ['NOTOURS0001'] } },
      expect: { status: 400, code: 'PM-0010', errors: { terminalSerials: 'PM-0010' } },
    },
  ];
};
