import { describe, expect, it } from 'vitest';
import { artemisReportCsv, periodBounds } from './reportFile';

describe('artemis report file', () => {
  it('covers the whole month or day of its period, to its last millisecond', () => {
    expect(periodBounds('2026-02')).toEqual({
      date_gte: '2026-02-01T00:00:00.000Z',
      date_lte: '2026-02-28T23:59:59.999Z',
    });
    expect(periodBounds('2024-12').date_lte).toBe('2024-12-31T23:59:59.999Z');
    expect(periodBounds('2026-11-21')).toEqual({
      date_gte: '2026-11-21T00:00:00.000Z',
      date_lte: '2026-11-21T23:59:59.999Z',
    });
  });

  it('writes one line per operation with hostile text neutralised', () => {
    const text = artemisReportCsv([{ date: '2026-02-03', reference: '=cmd()', amount: -5, type: 'REFUND' }]);
    const [header, line] = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(header.startsWith('date,reference,commerceId')).toBe(true);
    expect(line).toBe("2026-02-03,'=cmd(),,,REFUND,,-5,,,");
  });
});
