import { describe, expect, it } from 'vitest';
import { initializationRows } from './useInitializationSender';

describe('initializationRows', () => {
  it('follows each sent terminal’s action and leaves out unknown and unavailable serials', () => {
    const rows = initializationRows({
      sentAt: '2026-01-01T00:00:00Z',
      rows: [
        { serialNumber: 'A1', status: 'SENT', actionId: 7, terminalId: 3 },
        { serialNumber: 'X9', status: 'UNKNOWN', code: 'TM-0002' },
        { serialNumber: 'D4', status: 'UNAVAILABLE', code: 'PM-0010' },
      ],
    });
    expect(rows).toEqual([{ actionId: 7, terminalId: 3, serialNumber: 'A1', state: 'PENDING', reason: null }]);
  });
});
