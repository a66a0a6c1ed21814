import { describe, expect, it } from 'vitest';
import { artemisReportCsv, periodBounds } from './reportFile';

describe('artemis report file', () => {
  it('covers the whole month of its period', () => {
    expect(periodBounds('2026-02')).toEqual({ date_gte: '2026-02-01', date_lte: '2026-02-28' });
    expect(periodBounds('2024-12')).toEqual({ date_gte: '2024-12-01', date_lte: '2024-12-31' });
  });

  it('writes one line per operation with hostile text neutralised', () => {
    const text = artemisReportCsv([{ date: '2026-02-03', reference: '=cmd()', amount: -5, type: 'REFUND' }]);
    const [header, line] = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(header.startsWith('date,reference,commerceId')).toBe(true);
    expect(line).toBe("2026-02-03,'=cmd(),,,REFUND,,-5,,,");
  });
});
